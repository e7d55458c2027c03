// Renders the web app manifest's PNG icons (client/public/icons) from client/public/favicon.svg with
// the system Chromium. Run by hand when the favicon changes: node scripts/render-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const svg = fs.readFileSync(path.join(root, 'client/public/favicon.svg'), 'utf8');
// maskable: the background fills the square (no rounded corners) and the ball sits inside the
// middle 80% a launcher may crop to
const maskable = svg.replace('rx="7"', 'rx="0"').replace('<ellipse', '<g transform="translate(3.2 3.2) scale(0.8)"><ellipse').replace('</svg>', '</g></svg>');

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const [name, source, size] of [
    ['icon-192.png', svg, 192],
    ['icon-512.png', svg, 512],
    ['icon-maskable-512.png', maskable, 512],
  ]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<html><body style="margin:0;background:transparent">${source.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
    await page.screenshot({ path: path.join(root, 'client/public/icons', name), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log('client/public/icons written');
