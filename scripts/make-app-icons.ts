// Renders the installable app's PNG icons from the favicon's drawing, in headless Chromium (the same
// browser the tests use), into src/web/public/icons/. Run after changing the mark:
//   npx tsx scripts/make-app-icons.ts
// 'any' icons are the favicon as drawn (rounded square); 'maskable' ones fill the square with the
// brand colour and keep the mark inside the central 80% a launcher's mask may leave.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const OUT = 'src/web/public/icons';
import {
  ANY_ICON_SIZES as ANY_SIZES,
  MASKABLE_ICON_SIZES as MASKABLE_SIZES,
} from './vite/app-manifest.ts';
const APPLE_TOUCH = 180;
const BRAND = '#6366f1';

const favicon = readFileSync('src/web/public/favicon.svg', 'utf8');
/** The favicon's mark without its rounded background, for the full-bleed and shortcut icons. */
const mark = favicon.replace(/<rect[^>]*\/>/, '');

/** A shortcut's glyph (lucide's plus and pie-chart paths) on the brand square. */
const shortcutSvg = (paths: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="6" fill="${BRAND}"/><g transform="translate(4 4) scale(0.6667)" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">${paths}</g></svg>`;
const SHORTCUTS = {
  'shortcut-add.png': shortcutSvg('<path d="M12 5v14"/><path d="M5 12h14"/>'),
  'shortcut-breakdown.png': shortcutSvg(
    '<path d="M21 12c.552 0 1.005-.449.95-.998a10 10 0 0 0-8.953-8.951c-.55-.055-.998.398-.998.95v8a1 1 0 0 0 1 1z"/><path d="M21.21 15.89A10 10 0 1 1 8 2.83"/>',
  ),
};

const maskable = mark
  .replace(
    /<svg([^>]*)>/,
    `<svg$1><rect x="-8" y="-8" width="48" height="48" fill="${BRAND}"/><g transform="translate(16 16) scale(0.75) translate(-16 -16)">`,
  )
  .replace('</svg>', '</g></svg>')
  .replace('viewBox="0 0 32 32"', 'viewBox="0 0 32 32" overflow="visible"');

async function main() {
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const page = await browser.newPage();
  async function render(svg: string, size: number, file: string, background = 'transparent') {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:${background}">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await page.screenshot({
      path: path.join(OUT, file),
      omitBackground: background === 'transparent',
    });
  }
  for (const size of ANY_SIZES) await render(favicon, size, `icon-${size}.png`);
  for (const size of MASKABLE_SIZES) await render(maskable, size, `maskable-${size}.png`, BRAND);
  // iOS draws its own rounded corners and shows transparency as black: a full square.
  await render(maskable, APPLE_TOUCH, 'apple-touch-icon.png', BRAND);
  for (const [file, svg] of Object.entries(SHORTCUTS)) await render(svg, 96, file);
  await browser.close();
}

await main();
