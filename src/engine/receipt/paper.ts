// Where the receipt is in a picture: a receipt is white paper, and a scan of the whole scanner bed
// (or a photo on a table) puts it on a darker, textured ground whose grain OCR reads as rows of
// '=' and '-'. The paper is the largest bright region of a small grey copy of the picture; reading
// only that region is both cleaner and faster. Works on plain pixel arrays, so the browser (canvas)
// and the command line (@napi-rs/canvas) crop alike.

export interface GreyImage {
  width: number;
  height: number;
  /** One luminance value 0-255 per pixel, row by row. */
  grey: Uint8Array;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Luminance of RGBA pixels (canvas ImageData). */
export function toGrey(
  rgba: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
): GreyImage {
  const grey = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < grey.length; i++, p += 4) {
    grey[i] = (rgba[p]! * 299 + rgba[p + 1]! * 587 + rgba[p + 2]! * 114) / 1000;
  }
  return { width, height, grey };
}

/** The value below which `share` of the pixels lie. */
function percentile(grey: Uint8Array, share: number): number {
  const counts = new Array<number>(256).fill(0);
  for (const value of grey) counts[value]!++;
  let seen = 0;
  const target = grey.length * share;
  for (let value = 0; value < 256; value++) {
    seen += counts[value]!;
    if (seen >= target) return value;
  }
  return 255;
}

/**
 * The paper's box in the small image's pixels, or null when the picture is all paper (a cropped
 * scan) or no region stands out. A region must cover at least 4% of the picture; it is the largest
 * 4-connected set of pixels brighter than midway between the ground and the paper.
 */
export function findPaper(image: GreyImage): Box | null {
  const { width, height, grey } = image;
  const paper = percentile(grey, 0.95);
  const ground = percentile(grey, 0.3);
  // Mostly paper already, or too little contrast to tell paper from ground.
  if (paper - ground < 25) return null;
  const threshold = (paper + ground) / 2;
  const label = new Int32Array(width * height).fill(-1);
  const stack: number[] = [];
  let best: Box & { size: number } = { x: 0, y: 0, width: 0, height: 0, size: 0 };
  for (let start = 0; start < grey.length; start++) {
    if (label[start] !== -1 || grey[start]! < threshold) continue;
    let size = 0;
    let [minX, minY, maxX, maxY] = [width, height, 0, 0];
    label[start] = start;
    stack.push(start);
    while (stack.length > 0) {
      const at = stack.pop()!;
      size++;
      const x = at % width;
      const y = (at - x) / width;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      for (const next of [at - 1, at + 1, at - width, at + width]) {
        if (next < 0 || next >= grey.length) continue;
        if ((next === at - 1 && x === 0) || (next === at + 1 && x === width - 1)) continue;
        if (label[next] !== -1 || grey[next]! < threshold) continue;
        label[next] = start;
        stack.push(next);
      }
    }
    if (size > best.size) {
      best = { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1, size };
    }
  }
  const area = width * height;
  if (best.size < area * 0.04) return null;
  // The paper fills nearly the whole picture: nothing to crop.
  if (best.width * best.height > area * 0.9) return null;
  return { x: best.x, y: best.y, width: best.width, height: best.height };
}

/** A box found on a copy `scale` times smaller, in the full picture, with a margin, inside it. */
export function scaleBox(box: Box, scale: number, full: { width: number; height: number }): Box {
  const margin = 2 * scale;
  const x = Math.max(0, Math.floor(box.x * scale - margin));
  const y = Math.max(0, Math.floor(box.y * scale - margin));
  return {
    x,
    y,
    width: Math.min(full.width - x, Math.ceil(box.width * scale + 2 * margin)),
    height: Math.min(full.height - y, Math.ceil(box.height * scale + 2 * margin)),
  };
}
