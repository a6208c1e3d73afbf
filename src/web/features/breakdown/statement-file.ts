// Reading an uploaded statement in the browser. Text exports (CSV, TSV, OFX/QFX, QIF, CAMT.053 XML,
// plain text) are read as they are, the engine reads each format; bank exports are often not UTF-8
// (Windows-1252 from many European banks), so undecodable bytes fall back to that. PDFs are laid out
// as text (pdf-reader.ts) and pictures read by OCR (ocr.ts); their code loads only when such a file
// is chosen.

export const FILE_MESSAGES = {
  empty: 'The CSV file appears to be empty. Please check the file and try again.',
  unreadable: 'Failed to read the CSV file. Please try again.',
  noText:
    'No text could be extracted from the image. Please try a clearer image or enter transactions manually.',
  failed: 'Failed to process the file. Please try again or enter transactions manually.',
  unsupported:
    'This file type cannot be read. Please upload a CSV, OFX, QFX, QIF, CAMT.053 (XML), text or PDF file, or a picture of a statement.',
} as const;

/** What the file picker offers. */
export const STATEMENT_FILE_ACCEPT =
  '.csv,.tsv,.txt,.ofx,.qfx,.qif,.xml,.sta,.pdf,.png,.jpg,.jpeg,.webp,.heic,.heif,text/csv,text/plain,application/pdf,image/*';

export type StatementFileKind = 'text' | 'pdf' | 'image';

const TEXT_EXTENSIONS = /\.(csv|tsv|txt|ofx|qfx|qif|xml|sta)$/i;
// (Not application/vnd.ms-excel: browsers give a .csv that type, and a binary .xls too; by name only.)
const TEXT_TYPES = /^(text\/|application\/(xml|x-ofx|csv|x-qif))/;
const IMAGE_EXTENSIONS = /\.(png|jpe?g|webp|heic|heif|gif|bmp)$/i;

export class StatementFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StatementFileError';
  }
}

export function statementFileKind(file: Pick<File, 'name' | 'type'>): StatementFileKind | null {
  if (file.type === 'application/pdf' || /\.pdf$/i.test(file.name)) return 'pdf';
  if (file.type.startsWith('image/') || IMAGE_EXTENSIONS.test(file.name)) return 'image';
  if (TEXT_EXTENSIONS.test(file.name) || TEXT_TYPES.test(file.type)) return 'text';
  return null;
}

/**
 * Decodes bytes as UTF-16 when a byte order mark says so, UTF-8, or else a Windows code page:
 * 1251 when the text's letters are Cyrillic (a Russian bank's export), else 1252.
 */
export function decodeStatement(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder(isCyrillicCodePage(bytes) ? 'windows-1251' : 'windows-1252').decode(
      bytes,
    );
  }
}

/**
 * Whether single-byte text writes its words in Cyrillic: in Windows-1251 letters are bytes from 0xC0
 * up, and whole words are made of them ('ОСТАТОК'); a Western text has such bytes one at a time
 * inside Latin words ('März', 'crédit').
 */
function isCyrillicCodePage(bytes: Uint8Array): boolean {
  let high = 0;
  let inRuns = 0;
  let run = 0;
  const end = Math.min(bytes.length, 65_536);
  for (let i = 0; i <= end; i++) {
    const byte = i < end ? bytes[i]! : 0;
    if (byte >= 0xc0) {
      high += 1;
      run += 1;
    } else {
      if (run >= 3) inRuns += run;
      run = 0;
    }
  }
  return high >= 10 && inRuns * 2 > high;
}

/** A spreadsheet or archive named like text (.xls saved as .csv, a zip): its bytes are no statement. */
function isBinary(bytes: Uint8Array): boolean {
  const starts = (...magic: number[]) => magic.every((byte, i) => bytes[i] === byte);
  if (starts(0xd0, 0xcf, 0x11, 0xe0) || starts(0x50, 0x4b, 0x03, 0x04)) return true;
  const isUtf16 = starts(0xff, 0xfe) || starts(0xfe, 0xff);
  return !isUtf16 && bytes.subarray(0, 4096).includes(0);
}

/** What a reader is doing, for the progress line: 'Reading page 2 of 5', 'Reading the image: 40%'. */
export interface ReadProgress {
  label: string;
  /** 0..100 when known. */
  percent?: number;
}

export interface ReadOptions {
  onProgress?: (progress: ReadProgress) => void;
  signal?: AbortSignal;
}

async function readText(file: File): Promise<string> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    throw new StatementFileError(FILE_MESSAGES.unreadable);
  }
  if (isBinary(bytes)) throw new StatementFileError(FILE_MESSAGES.unsupported);
  const text = decodeStatement(bytes).replace(/\r\n?/g, '\n');
  if (text.trim() === '') throw new StatementFileError(FILE_MESSAGES.empty);
  return text;
}

async function readPdf(file: File, options: ReadOptions): Promise<string> {
  const [{ readPdfText }, { recognizeText }] = await Promise.all([
    import('./pdf-reader.ts'),
    import('#web/lib/ocr.ts'),
  ]);
  const text = await readPdfText(await file.arrayBuffer(), {
    signal: options.signal,
    onProgress: ({ page, pages, ocr }) =>
      options.onProgress?.(
        ocr === undefined
          ? { label: `Reading page ${page} of ${pages}` }
          : { label: `Reading scanned page ${page} of ${pages}`, percent: Math.round(ocr * 100) },
      ),
    ocr: (canvas, onProgress) => recognizeText(canvas, { onProgress, signal: options.signal }),
  });
  if (text.trim() === '') throw new StatementFileError(FILE_MESSAGES.noText);
  return text;
}

async function readImage(file: File, options: ReadOptions): Promise<string> {
  const { imageToCanvas, recognizeText } = await import('#web/lib/ocr.ts');
  options.onProgress?.({ label: 'Preparing the image' });
  const canvas = await imageToCanvas(file);
  const text = await recognizeText(canvas, {
    signal: options.signal,
    onProgress: (progress) =>
      options.onProgress?.({ label: 'Reading the image', percent: Math.round(progress * 100) }),
  });
  if (text.trim() === '') throw new StatementFileError(FILE_MESSAGES.noText);
  return text.replace(/\n{3,}/g, '\n\n').trim();
}

const isAbort = (error: unknown) =>
  error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError');

/**
 * The text of an uploaded statement, or a StatementFileError in the spec's words; an AbortError
 * when the person cancelled.
 */
export async function readStatementFile(file: File, options: ReadOptions = {}): Promise<string> {
  const kind = statementFileKind(file);
  if (!kind) throw new StatementFileError(FILE_MESSAGES.unsupported);
  if (kind === 'text') return readText(file);
  try {
    return kind === 'pdf' ? await readPdf(file, options) : await readImage(file, options);
  } catch (error) {
    if (error instanceof StatementFileError || isAbort(error) || options.signal?.aborted)
      throw error;
    console.warn('Reading the statement failed', error);
    throw new StatementFileError(FILE_MESSAGES.failed);
  }
}
