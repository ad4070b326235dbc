/**
 * Renders the app's icons from public/favicon.svg into the PNGs the manifest and iOS ask for
 * (decision 037). Run after changing the SVG and commit the PNGs:
 *   node apps/web/scripts/render-icons.ts
 * The maskable icon is the same glyph on a full square, inside the central 80 % that every
 * launcher's mask keeps.
 */
import { Resvg } from '@resvg/resvg-js';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const publicDir = path.resolve(import.meta.dirname, '../public');
const svg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

function render(source: string, size: number, file: string): void {
  const png = new Resvg(source, { fitTo: { mode: 'width', value: size } }).render().asPng();
  writeFileSync(path.join(publicDir, file), png);
  console.log(`${file}: ${size}×${size}, ${png.length} bytes`);
}

render(svg, 192, 'icon-192.png');
render(svg, 512, 'icon-512.png');

// Maskable: the background fills the square (no rounded corners) and the glyph, which sits well inside the safe zone, keeps 90 % of its size.
const inner = svg
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/<rect[^>]*\/>/, '');
const background = /<rect[^>]*fill="([^"]+)"/.exec(svg)?.[1] ?? '#0a7283';
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><g transform="translate(3.2 3.2) scale(0.9)">${inner}</g></svg>`;
render(maskable, 512, 'icon-maskable-512.png');
