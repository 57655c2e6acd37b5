// Renders static/img/social-card.svg to the PNG that link previews use
// (most social sites do not accept SVG). Run after editing the SVG:
//   npx tsx scripts/render-social-card.ts
import fs from 'node:fs';
import path from 'node:path';
import {launchChromium} from './lib/chromium';

const IMG = path.join(__dirname, '..', 'static', 'img');

async function main(): Promise<void> {
  const svg = fs.readFileSync(path.join(IMG, 'social-card.svg'), 'utf8');
  const browser = await launchChromium();
  const page = await browser.newPage({viewport: {width: 1200, height: 630}});
  await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
  await page.screenshot({path: path.join(IMG, 'social-card.png'), clip: {x: 0, y: 0, width: 1200, height: 630}});
  await browser.close();
}

void main();
