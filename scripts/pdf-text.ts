// A PDF's text as the browser's upload reads it (features/breakdown/pdf-reader.ts), for evaluations
// and tests in Node: pdf.js's Node build gives each page's text items, text-layout.ts lays them out.
// Scanned pages are not read here (that needs OCR, which the browser tests cover).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fromPdfJsItems, joinPages, layoutPageText } from '../src/web/lib/text-layout.ts';

const require = createRequire(import.meta.url);
const pdfjsDir = path.dirname(require.resolve('pdfjs-dist/package.json'));

export async function pdfText(data: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({
    data,
    isEvalSupported: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    standardFontDataUrl: `${path.join(pdfjsDir, 'standard_fonts')}/`,
    cMapUrl: `${path.join(pdfjsDir, 'cmaps')}/`,
    cMapPacked: true,
  }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= document.numPages; n += 1) {
      const page = await document.getPage(n);
      const content = await page.getTextContent();
      pages.push(layoutPageText(fromPdfJsItems(content.items)));
    }
    return joinPages(pages);
  } finally {
    await document.destroy();
  }
}
