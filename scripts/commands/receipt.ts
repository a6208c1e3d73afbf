// `receipt <image>`: reads a receipt picture as the app's receipt scanning does (cut to the paper,
// OCR with the English model the app serves, the engine's reader) and prints
// { merchant, total, date, currency, confidence } as JSON; total in the currency's units.
import { access } from 'node:fs/promises';
import { UsageError, type Command } from '../cli-args.ts';

export const receipt: Command = {
  name: 'receipt',
  summary: 'Read a receipt picture (JPEG, PNG, WebP): prints merchant, total, date, currency',
  args: ['image'],
  options: {},
  async run({ args }, output) {
    const file = args.image!;
    try {
      await access(file);
    } catch {
      throw new UsageError(`No such file: ${file}`);
    }
    if (!/\.(?:jpe?g|png|webp|gif|bmp)$/i.test(file)) {
      throw new UsageError(`${file} is not a picture (JPEG, PNG, WebP, GIF or BMP).`);
    }
    const { createReceiptReader } = await import('../receipt-reader.ts');
    const reader = await createReceiptReader();
    try {
      const found = await reader.read(file);
      output.out(
        JSON.stringify(
          {
            merchant: found.merchant,
            total: found.total === null ? null : found.total / 100,
            date: found.date,
            currency: found.currency,
            confidence: found.confidence,
          },
          null,
          2,
        ),
      );
      return 0;
    } finally {
      await reader.close();
    }
  },
};
