// Lists every diagram in docs/ with the size its 16 px labels are shown at
// in a 390 px phone's column and in the 1280 px desktop column, smallest
// first, from the drawings' natural widths (src/diagrams/narrow.ts picks the
// drawing each width shows). Labels under 12 px are too small to read; the
// list is where to start redrawing. Prints figures; it is not a pass/fail test.
//   npx tsx scripts/diagram-legibility.ts
import path from 'node:path';
import {diagramFile, readRenderedDiagram, type RenderedDiagram} from '../src/diagrams/cache';
import {COLUMN_PX, chooseDrawings, narrowVariant} from '../src/diagrams/narrow';
import {collectDiagramSources} from '../src/diagrams/sources';

const ROOT = path.resolve(__dirname, '..');
/** Mermaid draws node and edge labels at 16 px (src/diagrams/palette.ts). */
const LABEL_PX = 16;
const LEGIBLE_PX = 12;

function drawing(source: string, page: string): RenderedDiagram {
  const drawn = readRenderedDiagram(ROOT, source);
  if (!drawn) throw new Error(`${page}: no drawing at ${diagramFile(ROOT, source)}; run npm run diagrams`);
  return drawn;
}

const shownPx = (width: number, column: number) => LABEL_PX * Math.min(1, column / width);

const rows = collectDiagramSources(path.join(ROOT, 'docs')).map(({page, source}) => {
  const wide = drawing(source, page);
  const narrowSource = narrowVariant(source);
  const choice = narrowSource === null ? 'wide' : chooseDrawings(wide.width);
  const narrow = choice === 'wide' ? wide : drawing(narrowSource!, page);
  const desktop = choice === 'narrow' ? narrow : wide;
  return {page, kind: source.trim().split(/\s/)[0]!, phone: shownPx(narrow.width, COLUMN_PX.phone), desktop: shownPx(desktop.width, COLUMN_PX.desktop), width: narrow.width};
});
rows.sort((a, b) => a.phone - b.phone || a.page.localeCompare(b.page));
console.log('390 px  1280 px  phone drawing  kind             page');
for (const row of rows) {
  console.log(`${row.phone.toFixed(1).padStart(6)}  ${row.desktop.toFixed(1).padStart(7)}  ${String(row.width).padStart(10)} px  ${row.kind.padEnd(15)}  ${row.page}`);
}
const small = (key: 'phone' | 'desktop') => rows.filter((row) => row[key] < LEGIBLE_PX).length;
console.log(`\n${rows.length} diagrams; labels under ${LEGIBLE_PX} px: ${small('phone')} at 390 px, ${small('desktop')} at 1280 px.`);
