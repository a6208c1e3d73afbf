// Reading the text of a picture of a statement in the browser with tesseract.js, from files we serve
// (vendor-assets). The words OCR finds are laid out on a grid as `pdftotext -layout` would, with the
// margin's stray marks dropped, so columns stay apart. The worker starts on first use and is kept for
// the next picture; cancelling ends it.
import type { Page, Worker } from 'tesseract.js';
import {
  compactColumns,
  dropMarginMarks,
  fitted,
  layoutLines,
  type PdfTextItem,
} from './text-layout.ts';

export interface OcrProgress {
  /** 0..1 of the recognition. */
  progress: number;
}

let workerPromise: Promise<Worker> | null = null;
let onWorkerProgress: ((progress: number) => void) | null = null;

async function getWorker(): Promise<Worker> {
  workerPromise ??= (async () => {
    const { createWorker, OEM } = await import('tesseract.js');
    const base = new URL(__OCR_BASE__, window.location.origin).href;
    const worker = await createWorker('eng', OEM.LSTM_ONLY, {
      workerPath: `${base}worker.min.js`,
      corePath: `${base}core`,
      langPath: `${base}lang`,
      cacheMethod: 'none',
      logger: (message) => {
        if (message.status === 'recognizing text') onWorkerProgress?.(message.progress);
      },
    });
    // Runs of spaces are kept, so a statement's columns stay apart.
    await worker.setParameters({ preserve_interword_spaces: '1' });
    return worker;
  })();
  try {
    return await workerPromise;
  } catch (error) {
    workerPromise = null;
    throw error;
  }
}

async function endWorker(): Promise<void> {
  const pending = workerPromise;
  workerPromise = null;
  if (pending) await (await pending.catch(() => null))?.terminate();
}

/** The text tesseract reads in an image or canvas; an abort ends the worker and rejects. */
export async function recognizeText(
  image: HTMLCanvasElement | ImageBitmap | Blob,
  options: {
    onProgress?: (progress: number) => void;
    signal?: AbortSignal;
    /** Tesseract's own lines (a receipt), rather than words laid out in columns (a statement). */
    isPlain?: boolean;
  } = {},
): Promise<string> {
  const { signal } = options;
  signal?.throwIfAborted();
  const abort = new Promise<never>((_, reject) => {
    signal?.addEventListener('abort', () => {
      void endWorker();
      reject(
        signal.reason instanceof Error
          ? signal.reason
          : new DOMException('Cancelled', 'AbortError'),
      );
    });
  });
  onWorkerProgress = options.onProgress ?? null;
  try {
    const worker = await Promise.race([getWorker(), abort]);
    const result = await Promise.race([
      worker.recognize(image as HTMLCanvasElement, {}, { text: true, blocks: true }),
      abort,
    ]);
    return options.isPlain ? result.data.text : ocrPageText(result.data);
  } finally {
    onWorkerProgress = null;
  }
}

/** A picture file as a canvas the size OCR reads best (small photos enlarged), upright by its EXIF. */
export async function imageToCanvas(file: Blob): Promise<HTMLCanvasElement> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  // Tesseract reads text best at about 30 pixels a line: enlarge small screenshots.
  const scale = Math.min(3, Math.max(1, 1600 / Math.max(bitmap.width, 1)));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas;
}

/** The page's words on a grid, line by line; tesseract's own text when it gives no word boxes. */
export function ocrPageText(page: Pick<Page, 'blocks' | 'text'>): string {
  const lines: PdfTextItem[][] = [];
  for (const block of page.blocks ?? [])
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines)
        lines.push(
          line.words.map((word) => ({
            str: word.text,
            x: word.bbox.x0,
            // Upward, as in a PDF: y is the word's bottom edge measured from the top, negated.
            y: -word.bbox.y1,
            width: word.bbox.x1 - word.bbox.x0,
            height: word.bbox.y1 - word.bbox.y0,
          })),
        );
  if (lines.length === 0) return page.text;
  const text = layoutLines(mergeSideBySide(dropMarginMarks(lines)).map(repairDigitLookalikes));
  return fitted(compactColumns(text.split('\n'))).join('\n');
}

/** A month's name or its abbreviation, in the languages statements come in ('JUL', 'Sept.', 'Okt'). */
const MONTH =
  /^(?:jan|feb|f[eé]v|m[aä]r|apr|avr|may|mai|jun|juin|jul|juil|aug|ao[uû]|sep|oct|okt|nov|dec|d[eé]c|dez)[a-zéû]*\.?,?$/i;

/** Letters OCR reads for digits of a font it has not seen ('JUL IS' for 'JUL 15'). */
const DIGIT_LOOKALIKE: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  I: '1',
  l: '1',
  '|': '1',
  '!': '1',
  Z: '2',
  z: '2',
  S: '5',
  s: '5',
  G: '6',
  b: '6',
  B: '8',
  g: '9',
  q: '9',
};

/**
 * A line's words with the digits OCR took for letters put back where only digits can stand: the day
 * beside a month's name ('JUL IS' is 'JUL 15': a line without its date is not read as a transaction)
 * and the currency sign of an amount ('§75.32'). A word is changed only when every character is a
 * digit or a lookalike and the result is a day of a month, so words ('MAY DO', 'JUN IS OPEN') stay.
 */
export function repairDigitLookalikes(line: readonly PdfTextItem[]): PdfTextItem[] {
  return line.map((word, i) => {
    const isBesideMonth = [line[i - 1], line[i + 1]].some(
      (other) => other !== undefined && MONTH.test(other.str.trim()),
    );
    const day = isBesideMonth ? asDay(word.str) : null;
    if (day !== null) return { ...word, str: day };
    const amount = /^[§S](\d{1,3}(?:,\d{3})*\.\d{2})$/.exec(word.str.trim());
    if (amount) return { ...word, str: `$${amount[1]}` };
    return word;
  });
}

function asDay(text: string): string | null {
  const match = /^(.{1,2}?)([.,]?)$/.exec(text.trim());
  if (!match) return null;
  const [, core = '', punctuation = ''] = match;
  if (/^\d+$/.test(core)) return null;
  const digits = [...core].map((c) => (/\d/.test(c) ? c : (DIGIT_LOOKALIKE[c] ?? 'x'))).join('');
  const day = Number(digits);
  return /^\d+$/.test(digits) && day >= 1 && day <= 31 ? digits + punctuation : null;
}

/**
 * Tesseract's lines top to bottom, a line it put in another block beside this one (a table cut into
 * column blocks) joined to it: their heights overlap by more than half and their words do not.
 */
function mergeSideBySide(lines: PdfTextItem[][]): PdfTextItem[][] {
  const span = (line: PdfTextItem[]) => {
    const bottom = Math.min(...line.map((w) => w.y));
    const top = Math.max(...line.map((w) => w.y + w.height));
    return {
      bottom,
      top,
      left: Math.min(...line.map((w) => w.x)),
      right: Math.max(...line.map((w) => w.x + w.width)),
    };
  };
  const sorted = lines
    .filter((line) => line.length > 0)
    .map((line) => ({ words: [...line], ...span(line) }))
    .sort((a, b) => b.top - a.top);
  const merged: typeof sorted = [];
  for (const line of sorted) {
    const match = merged.find((other) => {
      const overlap = Math.min(other.top, line.top) - Math.max(other.bottom, line.bottom);
      const height = Math.min(other.top - other.bottom, line.top - line.bottom);
      const isBeside = line.left >= other.right || line.right <= other.left;
      return height > 0 && overlap > height / 2 && isBeside;
    });
    if (match) {
      match.words.push(...line.words);
      match.words.sort((a, b) => a.x - b.x);
      Object.assign(match, span(match.words), { words: match.words });
    } else merged.push(line);
  }
  return merged.map((line) => line.words);
}
