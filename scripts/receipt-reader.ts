// Reads a receipt picture outside the browser, as the app does inside it: @napi-rs/canvas (the
// canvas pdf.js already brings to Node) cuts it to the paper, tesseract.js reads it with the English
// model the app serves, and the engine reads the text. One worker is kept for many receipts.
import path from 'node:path';
import { createRequire } from 'node:module';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { prepareReceipt, readReceiptText, type ReadReceipt } from '../src/engine/receipt/index.ts';

const require = createRequire(import.meta.url);
const LANG_PATH = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

export interface ReceiptReader {
  read(file: string): Promise<ReadReceipt & { text: string; ms: number }>;
  close(): Promise<void>;
}

export async function createReceiptReader(): Promise<ReceiptReader> {
  const worker: Worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: LANG_PATH,
    cacheMethod: 'none',
  });
  await worker.setParameters({ preserve_interword_spaces: '1' });
  return {
    async read(file) {
      const started = performance.now();
      const image = await loadImage(file);
      const { canvas } = prepareReceipt(image, image, (width, height) =>
        createCanvas(width, height),
      );
      const { data } = await worker.recognize(canvas.toBuffer('image/png'));
      const reading = readReceiptText(data.text);
      return { ...reading, text: data.text, ms: performance.now() - started };
    },
    close: async () => {
      await worker.terminate();
    },
  };
}
