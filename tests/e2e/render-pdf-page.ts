// A PDF page drawn to a PNG as a scanner would give it, with fonts the test controls: pdf.js's Node
// build draws every glyph itself, a font the PDF does not embed (the 2014 TD statement's Helvetica
// and Times) from the standard fonts pdfjs-dist ships, never from the machine's (pdftoppm took them
// from fontconfig, and a machine with fonts-urw-base35 drew another picture).
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const pdfjsDir = path.dirname(require.resolve('pdfjs-dist/package.json'));

/** The canvas pdf.js makes in Node (@napi-rs/canvas, its own dependency): it writes PNGs. */
type NodeCanvas = HTMLCanvasElement & { toBuffer(mime: 'image/png'): Buffer };
type NodeContext = CanvasRenderingContext2D;

export async function renderPdfPage(options: {
  pdf: Uint8Array;
  page: number;
  dpi: number;
  to: string;
}): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({
    // A copy: pdf.js takes over (detaches) the buffer it is given.
    data: options.pdf.slice(),
    isEvalSupported: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    // Never the machine's fonts: glyphs are drawn from the fonts given here.
    useSystemFonts: false,
    disableFontFace: true,
    standardFontDataUrl: `${path.join(pdfjsDir, 'standard_fonts')}/`,
  }).promise;
  try {
    const page = await document.getPage(options.page);
    const viewport = page.getViewport({ scale: options.dpi / 72 });
    const factory = document.canvasFactory as {
      create(width: number, height: number): { canvas: NodeCanvas; context: NodeContext };
    };
    const { canvas, context } = factory.create(
      Math.ceil(viewport.width),
      Math.ceil(viewport.height),
    );
    // White paper, as a scan has.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas, canvasContext: context, viewport }).promise;
    writeFileSync(options.to, canvas.toBuffer('image/png'));
    return options.to;
  } finally {
    await document.destroy();
  }
}
