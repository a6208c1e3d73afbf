// Receipt scanning in the browser (issue 36, Pro): a photo cut to its paper and read by OCR here,
// with the files we serve; the text goes to /api/receipts/read, whose reading the Add Transaction
// dialog shows for the person to confirm. The photo never leaves the device.
import { RECEIPT_MESSAGES, type ReceiptReadingView } from '#shared/contract/receipts';
import { prepareReceipt } from '#engine/receipt/crop';
import { api, unwrap } from '#web/lib/api-client.ts';

export class ReceiptError extends Error {
  override readonly name = 'ReceiptError';
}

export function isPicture(file: File): boolean {
  return (
    file.type.startsWith('image/') || /\.(?:jpe?g|png|webp|gif|bmp|heic|heif)$/i.test(file.name)
  );
}

/** The receipt's text, read in the browser. */
export async function readReceiptPhoto(
  file: File,
  options: { signal?: AbortSignal; onProgress?: (progress: number) => void } = {},
): Promise<string> {
  if (!isPicture(file)) throw new ReceiptError(RECEIPT_MESSAGES.notPicture);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new ReceiptError(RECEIPT_MESSAGES.notPicture);
  }
  const { canvas } = prepareReceipt(bitmap, bitmap, (width, height) => {
    const element = document.createElement('canvas');
    element.width = width;
    element.height = height;
    return element;
  });
  bitmap.close();
  const { recognizeText } = await import('#web/lib/ocr.ts');
  const text = await recognizeText(canvas, { ...options, isPlain: true });
  if (text.trim() === '') throw new ReceiptError(RECEIPT_MESSAGES.noText);
  return text;
}

/** What the engine reads in the receipt's text. */
export function readReceiptText(text: string): Promise<ReceiptReadingView> {
  return unwrap(api.receipts.read.$post({ json: { text } }));
}

/** The transaction's note: the merchant, then the receipt's own words, within the note's limit. */
export function receiptNote(merchant: string | null, text: string, max: number): string {
  // Lines OCR made of a logo or a stain ('UT i: 1s) IBD') are left out: no word of three letters.
  const words = text
    .split('\n')
    .filter((line) => /\p{L}{3,}/u.test(line) && /\p{L}{3,}.*\p{L}{3,}|^\s*\S+\s*$/u.test(line))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  const note = merchant ? `${merchant}: ${words}` : words;
  return note.length <= max ? note : `${note.slice(0, max - 1).trimEnd()}…`;
}
