// Receipt scanning (issue 36, Pro): the text OCR read from a receipt's photo in the browser, and
// what the engine makes of it for the Add Transaction dialog to show before anything is saved.
import { z } from 'zod';
import { typedTextField } from './text-fields.ts';

/** More than any till roll's text: OCR of a long receipt is a few thousand characters. */
export const RECEIPT_TEXT_MAX = 20_000;

export const RECEIPT_MESSAGES = {
  proOnly: 'Receipt scanning is part of Pro. Upgrade to fill in a transaction from a photo.',
  noText:
    'No text could be read in that photo. Take it again in good light, with the whole receipt flat in view.',
  notPicture: 'Choose a photo of a receipt (JPEG, PNG, WebP or HEIC).',
  tooLong: `That is more text than a receipt holds (at most ${RECEIPT_TEXT_MAX.toLocaleString('en-US')} characters).`,
} as const;

export const readReceiptInput = z
  .object({
    text: typedTextField(RECEIPT_TEXT_MAX, RECEIPT_MESSAGES.tooLong).pipe(
      z.string().refine((text) => text.trim() !== '', RECEIPT_MESSAGES.noText),
    ),
  })
  .strict();
export type ReadReceiptInput = z.input<typeof readReceiptInput>;

export interface ReceiptReadingView {
  merchant: string | null;
  /** Integer cents. */
  total: number | null;
  /** 'YYYY-MM-DD'. */
  date: string | null;
  currency: string | null;
  /** One of the person's expense categories, when the merchant's kind matches one. */
  category: string | null;
  /** 0..1: how sure the reading is as a whole. */
  confidence: number;
}
