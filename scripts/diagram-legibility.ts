// Lists every diagram in docs/ with the size its 16 px labels are shown at
// in a 390 px phone's column and in the 1280 px desktop column, smallest
// first (src/diagrams/legibility.ts picks the drawing each screen shows, as
// the build does). Labels under 12 px are too small to read: the page offers
// a full-size view of those, and the list is where to start redrawing.
// Prints figures; it is not a pass/fail test.
//   npx tsx scripts/diagram-legibility.ts
import path from 'node:path';
import {diagramFile} from '../src/diagrams/cache';
import {LEGIBLE_PX, diagramDrawings} from '../src/diagrams/legibility';
import {collectDiagramSources} from '../src/diagrams/sources';

const ROOT = path.resolve(__dirname, '..');

const rows = collectDiagramSources(path.join(ROOT, 'docs')).map(({page, source}) => {
  const drawings = diagramDrawings(ROOT, source);
  if (!drawings) throw new Error(`${page}: no drawing at ${diagramFile(ROOT, source)}; run npm run diagrams`);
  return {page, kind: source.trim().split(/\s/)[0]!, phone: drawings.phone.labelPx, desktop: drawings.desktop.labelPx, width: drawings.phone.drawing.width};
});
rows.sort((a, b) => a.phone - b.phone || a.page.localeCompare(b.page));
console.log('390 px  1280 px  phone drawing  kind             page');
for (const row of rows) {
  console.log(`${row.phone.toFixed(1).padStart(6)}  ${row.desktop.toFixed(1).padStart(7)}  ${String(row.width).padStart(10)} px  ${row.kind.padEnd(15)}  ${row.page}`);
}
const small = (key: 'phone' | 'desktop') => rows.filter((row) => row[key] < LEGIBLE_PX).length;
console.log(`\n${rows.length} diagrams; labels under ${LEGIBLE_PX} px: ${small('phone')} at 390 px, ${small('desktop')} at 1280 px (these get a full-size view).`);
