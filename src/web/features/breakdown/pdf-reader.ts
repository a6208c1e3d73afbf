// Reading a PDF statement in the browser with pdf.js: each page's text items are laid out again as
// lines (text-layout.ts); a page without a text layer (a scan) is drawn and read by OCR.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { fromPdfJsItems, joinPages, layoutPageText } from '#web/lib/text-layout.ts';

export interface PdfProgress {
  page: number;
  pages: number;
  /** While a scanned page is being read: 0..1 of its OCR. */
  ocr?: number;
}

/** Fewer characters than this on a page, and it is read as a scan (blank pages cost a moment). */
const SCANNED_PAGE_TEXT = 20;

export async function readPdfText(
  data: ArrayBuffer,
  options: {
    onProgress?: (progress: PdfProgress) => void;
    signal?: AbortSignal;
    ocr: (canvas: HTMLCanvasElement, onProgress: (progress: number) => void) => Promise<string>;
  },
): Promise<string> {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  const base = new URL(__PDFJS_BASE__, window.location.origin).href;
  const task = pdfjs.getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    // Font quirks of real statements ('Save (q) operator before d0/d1') are not the reader's news.
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    cMapUrl: `${base}cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${base}standard_fonts/`,
    iccUrl: `${base}iccs/`,
    wasmUrl: `${base}wasm/`,
  });
  options.signal?.addEventListener('abort', () => void task.destroy());
  const document = await task.promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= document.numPages; n += 1) {
      options.signal?.throwIfAborted();
      options.onProgress?.({ page: n, pages: document.numPages });
      const page = await document.getPage(n);
      const content = await page.getTextContent();
      let text = layoutPageText(fromPdfJsItems(content.items));
      if (text.replace(/\s/g, '').length < SCANNED_PAGE_TEXT) {
        // A scanned page: draw it at twice its size and read it.
        const viewport = page.getViewport({ scale: 2 });
        const canvas = window.document.createElement('canvas');
        canvas.width = Math.ceil(viewport.width);
        canvas.height = Math.ceil(viewport.height);
        await page.render({ canvas, viewport }).promise;
        options.signal?.throwIfAborted();
        text = await options.ocr(canvas, (ocr) =>
          options.onProgress?.({ page: n, pages: document.numPages, ocr }),
        );
      }
      pages.push(text);
      page.cleanup();
    }
    return joinPages(pages);
  } finally {
    void document.destroy();
  }
}
