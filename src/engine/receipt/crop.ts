// A receipt picture made ready for OCR, with any canvas implementation (the browser's, or
// @napi-rs/canvas on the command line): cut to the paper (paper.ts) and drawn at a size tesseract
// reads well, on white.
import { findPaper, scaleBox, toGrey } from './paper.ts';

/** What both canvases offer that this needs. */
export interface Context2d {
  fillStyle: unknown;
  fillRect(x: number, y: number, width: number, height: number): void;
  drawImage(
    image: never,
    sx: number,
    sy: number,
    sw: number,
    sh: number,
    dx: number,
    dy: number,
    dw: number,
    dh: number,
  ): void;
  getImageData(x: number, y: number, width: number, height: number): { data: Uint8ClampedArray };
}
export interface CanvasLike {
  width: number;
  height: number;
  getContext(kind: '2d'): Context2d | null;
}

/** The size of the grey copy the paper is looked for in. */
const SEARCH_WIDTH = 320;
/** Receipts are narrow: about 1,000 pixels across puts a line at the 30 pixels tesseract likes. */
const TARGET_WIDTH = 1000;

function context(canvas: CanvasLike): Context2d {
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas');
  return ctx;
}

/**
 * The picture cut to its receipt and scaled for OCR. `image` is anything the canvas draws (an
 * ImageBitmap, an Image), `size` its pixels; `newCanvas` makes a canvas of that kind.
 */
export function prepareReceipt<C extends CanvasLike>(
  image: unknown,
  size: { width: number; height: number },
  newCanvas: (width: number, height: number) => C,
): { canvas: C; isCropped: boolean } {
  const scale = Math.max(1, size.width / SEARCH_WIDTH);
  const small = newCanvas(Math.round(size.width / scale), Math.round(size.height / scale));
  const smallCtx = context(small);
  smallCtx.drawImage(
    image as never,
    0,
    0,
    size.width,
    size.height,
    0,
    0,
    small.width,
    small.height,
  );
  const pixels = smallCtx.getImageData(0, 0, small.width, small.height).data;
  const paper = findPaper(toGrey(pixels, small.width, small.height));
  const full = { width: size.width, height: size.height };
  const box = paper ? scaleBox(paper, scale, full) : { x: 0, y: 0, ...full };
  const zoom = Math.min(2.5, Math.max(0.5, TARGET_WIDTH / box.width));
  // A large picture is not enlarged past what reading it in a few seconds allows.
  const fit = Math.min(zoom, Math.sqrt(6_000_000 / (box.width * box.height)));
  const canvas = newCanvas(Math.round(box.width * fit), Math.round(box.height * fit));
  const ctx = context(canvas);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(
    image as never,
    box.x,
    box.y,
    box.width,
    box.height,
    0,
    0,
    canvas.width,
    canvas.height,
  );
  return { canvas, isCropped: paper !== null };
}
