// Draws every Mermaid diagram in docs/ to an SVG under diagrams/ (see
// src/diagrams/cache.ts for why they are drawn ahead of the build).
//   npm run diagrams             draw the missing ones, delete unused ones
//   npm run diagrams -- --all    draw every one again
// Needs Debian's Chromium (scripts/install-system-deps.sh installs it).
import fs from 'node:fs';
import path from 'node:path';
import {launchChromium} from './lib/chromium';
import {DIAGRAMS_FOLDER, diagramKey} from '../src/diagrams/cache';
import {collectDiagramSources} from '../src/diagrams/sources';
import {narrowVariant} from '../src/diagrams/narrow';
import {MERMAID_CONFIG, themeDiagramColours} from '../src/diagrams/palette';

const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(ROOT, DIAGRAMS_FOLDER);
const MERMAID = require.resolve('mermaid/dist/mermaid.min.js');
const FONT = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');

async function main(): Promise<void> {
  const redrawAll = process.argv.includes('--all');
  const found = collectDiagramSources(path.join(ROOT, 'docs'));
  // Left-to-right flowcharts are drawn top to bottom too, for narrow columns (src/diagrams/narrow.ts).
  const sources = found.flatMap((entry) => {
    const narrow = narrowVariant(entry.source);
    return narrow === null ? [entry] : [entry, {...entry, source: narrow}];
  });
  const wanted = new Map(sources.map((entry) => [diagramKey(entry.source), entry]));
  fs.mkdirSync(OUT, {recursive: true});
  for (const name of fs.readdirSync(OUT)) {
    if (name.endsWith('.svg') && !wanted.has(name.slice(0, -4))) {
      fs.rmSync(path.join(OUT, name));
      console.log(`deleted ${name} (no page uses it)`);
    }
  }
  const todo = [...wanted].filter(([key]) => redrawAll || !fs.existsSync(path.join(OUT, `${key}.svg`)));
  console.log(`${wanted.size} diagrams in docs/, ${todo.length} to draw`);
  if (todo.length === 0) return;

  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const font = fs.readFileSync(FONT).toString('base64');
    await page.setContent(
      `<!doctype html><html><head><style>@font-face{font-family:'Inter Variable';font-weight:100 900;src:url(data:font/woff2;base64,${font}) format('woff2')}body{font-family:'Inter Variable'}</style></head><body>Inter</body></html>`,
    );
    await page.addScriptTag({path: MERMAID});
    await page.evaluate(async (config) => {
      await document.fonts.load("16px 'Inter Variable'");
      (window as unknown as {mermaid: {initialize(config: unknown): void}}).mermaid.initialize(config);
    }, MERMAID_CONFIG);
    const leftovers = new Map<string, number>();
    for (const [key, entry] of todo) {
      const raw = await page.evaluate(
        async ({id, source}) => {
          const mermaid = (window as unknown as {mermaid: {render(id: string, source: string): Promise<{svg: string}>}}).mermaid;
          return (await mermaid.render(id, source)).svg;
        },
        {id: `diagram-${key}`, source: entry.source},
      );
      const {svg, unmapped} = themeDiagramColours(raw);
      for (const colour of unmapped) leftovers.set(colour, (leftovers.get(colour) ?? 0) + 1);
      fs.writeFileSync(path.join(OUT, `${key}.svg`), `${svg}\n`);
      console.log(`drew ${key}.svg  (${entry.page})`);
    }
    if (leftovers.size > 0) {
      console.log(`colours left as drawn (not theme-aware): ${[...leftovers].map(([colour, count]) => `${colour}×${count}`).join(', ')}`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
