import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import type {Node} from 'unist';
import {describe, expect, test} from 'vitest';
import {DIAGRAMS_FOLDER, compactSvg, diagramKey, naturalSize} from '../../src/diagrams/cache';
import {collectDiagramSources} from '../../src/diagrams/sources';
import {themeDiagramColours} from '../../src/diagrams/palette';
import remarkDiagrams from '../../src/remark/diagrams';
import {narrowVariant} from '../../src/diagrams/narrow';
import {COLUMN_PX, LEGIBLE_PX, chooseDrawings, diagramDrawings, shownLabelPx, smallLabelScreens} from '../../src/diagrams/legibility';

const ROOT = path.resolve(__dirname, '..', '..');
const DRAWN = path.join(ROOT, DIAGRAMS_FOLDER);
const sources = collectDiagramSources(path.join(ROOT, 'docs'));
/** Every drawing the build may need: each diagram, and the top-to-bottom variant of each left-to-right flowchart. */
const drawings = sources.flatMap((entry) => {
  const narrow = narrowVariant(entry.source);
  return narrow === null ? [entry] : [entry, {...entry, source: narrow}];
});
const drawnFiles = fs.readdirSync(DRAWN).filter((name) => name.endsWith('.svg'));

describe('diagrams drawn ahead of the build', () => {
  test('the docs have diagrams', () => {
    expect(sources.length).toBeGreaterThan(50);
  });

  test('every diagram in docs/ has its drawing (run `npm run diagrams` after editing one)', () => {
    const missing = drawings.filter((entry) => !fs.existsSync(path.join(DRAWN, `${diagramKey(entry.source)}.svg`)));
    expect(missing.map((entry) => entry.page)).toEqual([]);
  });

  test('no drawing is left that no page uses', () => {
    const used = new Set(drawings.map((entry) => `${diagramKey(entry.source)}.svg`));
    expect(drawnFiles.filter((name) => !used.has(name))).toEqual([]);
  });

  test('drawings are safe to inline and follow the colour mode', () => {
    for (const name of drawnFiles) {
      const svg = fs.readFileSync(path.join(DRAWN, name), 'utf8');
      expect(svg, name).toMatch(/^<svg\b/);
      expect(naturalSize(svg), name).not.toBeNull();
      expect(svg, name).not.toMatch(/<script|\son[a-z]+\s*=|javascript:|href="http/i);
      expect(svg, name).toContain('var(--diagram-node)');
      expect(svg, name).toContain(`id="diagram-${name.slice(0, -4)}"`);
    }
  });

  test('an edited diagram needs a new drawing', () => {
    expect(diagramKey('flowchart LR\n  a --> b')).not.toBe(diagramKey('flowchart LR\n  a --> c'));
    expect(diagramKey('flowchart LR\n  a --> b\n')).toBe(diagramKey('flowchart LR\n  a --> b'));
  });

  test('drawn colours become palette variables; unknown ones are reported', () => {
    const {svg, unmapped} = themeDiagramColours('<svg><style>.a{fill:#EEECFD;stroke:#123456}</style></svg>');
    expect(svg).toContain('fill:var(--diagram-node)');
    expect(unmapped).toEqual(['#123456']);
  });
});

describe('remarkDiagrams', () => {
  async function mermaidProps(markdown: string) {
    const processor = unified().use(remarkParse).use(remarkMdx);
    const tree = processor.parse(markdown) as Node & {children: Array<Node & {lang?: string; value?: string; data?: unknown}>};
    // What Docusaurus's own mermaid plugin makes of a ```mermaid block.
    for (const node of tree.children) {
      if (node.lang === 'mermaid') {
        Object.assign(node, {type: 'mermaidCodeBlock', data: {hName: 'mermaid', hProperties: {value: node.value}}});
      }
    }
    remarkDiagrams({rootDir: ROOT})(tree as never);
    return tree.children.map((node) => (node.data as {hProperties?: Record<string, unknown>} | undefined)?.hProperties).filter(Boolean);
  }

  test('a drawn diagram gets its SVG and natural size', async () => {
    const source = sources[0]!.source;
    const [props] = await mermaidProps(`\`\`\`mermaid\n${source}\n\`\`\`\n`);
    expect(props?.value).toBe(source);
    expect(props?.svg).toMatch(/^<svg\b/);
    expect(props?.width).toBeGreaterThan(0);
  });

  test('each screen gets the drawing the legibility rule picks, and a full-size view exactly where its labels are under 12 px', async () => {
    const offered = new Set<string | undefined>();
    for (const {page, source} of sources) {
      const [props] = await mermaidProps(`\`\`\`mermaid\n${source}\n\`\`\`\n`);
      const drawings = diagramDrawings(ROOT, source)!;
      expect(props?.svg, page).toBe(drawings.desktop.drawing.svg);
      expect(props?.narrowSvg, page).toBe(drawings.phone.drawing === drawings.desktop.drawing ? undefined : drawings.phone.drawing.svg);
      const small = smallLabelScreens(drawings);
      const expected = small.length === 0 ? undefined : small.includes('desktop') ? 'all' : 'phone';
      expect(props?.smallLabels, page).toBe(expected);
      offered.add(props?.smallLabels as string | undefined);
    }
    // The docs exercise each case: legible everywhere, small on phones only.
    expect(offered.has(undefined)).toBe(true);
    expect(offered.has('phone')).toBe(true);
  });

  test('a diagram not drawn yet keeps only its source', async () => {
    const [props] = await mermaidProps('```mermaid\nflowchart LR\n  never_drawn --> anywhere\n```\n');
    expect(props).toEqual({value: 'flowchart LR\n  never_drawn --> anywhere'});
  });
});

describe('compactSvg', () => {
  test('rounds path data and point lists to hundredths, and nothing else', () => {
    const svg =
      '<svg viewBox="0 0 120.123456 40"><g transform="translate(10.123456, 2.5)"><path d="M-44.4609375 -31.5 C-10.409154210987808 -31.5, 23.642629078024385 1e-7, 44.4609375 -0.0012" class="a"/>' +
      '<polygon points="0,0 10.005,5.994 0,10"/><text x="1.23456">3.14159</text></g></svg>';
    expect(compactSvg(svg)).toBe(
      '<svg viewBox="0 0 120.123456 40"><g transform="translate(10.123456, 2.5)"><path d="M-44.46 -31.5 C-10.41 -31.5, 23.64 0, 44.46 0" class="a"/>' +
        '<polygon points="0,0 10.01,5.99 0,10"/><text x="1.23456">3.14159</text></g></svg>',
    );
  });

  test('numbers run together keep apart once rounded', () => {
    expect(compactSvg('<path d="M12.258.001l.256.004.255-.005L1-.004"/>')).toBe('<path d="M12.26 0l0.26 0 0.26-0.01L1 0"/>');
  });

  test('every drawing keeps its size, ids and markup, the same count of numbers in its geometry, and gets lighter', () => {
    const numbers = (markup: string) => [...markup.matchAll(/\b(?:d|points)="([^"]*)"/g)].map((match) => match[1]!.match(/-?\d*\.?\d+(?:e[-+]?\d+)?/gi)?.length ?? 0);
    let before = 0;
    let after = 0;
    for (const name of drawnFiles) {
      const svg = fs.readFileSync(path.join(DRAWN, name), 'utf8');
      const compact = compactSvg(svg);
      expect(naturalSize(compact), name).toEqual(naturalSize(svg));
      // Same elements and attributes in the same order: only numbers inside d and points change.
      const shape = (markup: string) => markup.replace(/\b(d|points)="[^"]*"/g, '$1=""');
      expect(shape(compact), name).toBe(shape(svg));
      expect(numbers(compact), name).toEqual(numbers(svg));
      before += svg.length;
      after += compact.length;
    }
    expect(after).toBeLessThan(before * 0.97);
  });
});

describe('top-to-bottom variants', () => {
  test('a left-to-right flowchart turns top to bottom, subgraph directions too; other diagrams have none', () => {
    expect(narrowVariant('flowchart LR\n  a --> b\n  subgraph s\n    direction LR\n    c\n  end')).toBe('flowchart TB\n  a --> b\n  subgraph s\n    direction TB\n    c\n  end');
    expect(narrowVariant('graph RL\n  a --> b')).toBe('graph TB\n  a --> b');
    expect(narrowVariant('flowchart TB\n  a --> b')).toBeNull();
    expect(narrowVariant('sequenceDiagram\n  a->>b: hi')).toBeNull();
  });
});

describe('legibility rule', () => {
  test('16 px labels are shown at the scale that fits the drawing to its column, never enlarged', () => {
    expect(shownLabelPx(300, COLUMN_PX.phone)).toBe(16);
    expect(shownLabelPx(COLUMN_PX.desktop * 2, COLUMN_PX.desktop)).toBe(8);
    expect(shownLabelPx(COLUMN_PX.phone / 0.75, COLUMN_PX.phone)).toBeCloseTo(LEGIBLE_PX);
  });

  test('the wide drawing is kept where a column shows its labels at 12 px or more, else the narrower drawing', () => {
    const legibleOnPhone = COLUMN_PX.phone / 0.75;
    const legibleOnDesktop = COLUMN_PX.desktop / 0.75;
    expect(chooseDrawings(2000, null)).toEqual({desktop: 'wide', phone: 'wide'});
    expect(chooseDrawings(legibleOnPhone, 200)).toEqual({desktop: 'wide', phone: 'wide'});
    expect(chooseDrawings(legibleOnPhone + 1, 200)).toEqual({desktop: 'wide', phone: 'narrow'});
    expect(chooseDrawings(legibleOnDesktop + 1, 400)).toEqual({desktop: 'narrow', phone: 'narrow'});
    // A top-to-bottom drawing wider than the left-to-right one helps no screen.
    expect(chooseDrawings(legibleOnDesktop + 1, legibleOnDesktop + 2)).toEqual({desktop: 'wide', phone: 'wide'});
    expect(chooseDrawings(600, 900)).toEqual({desktop: 'wide', phone: 'wide'});
  });

  test('a full-size view is offered on the screens where labels are under 12 px', () => {
    const drawn = (width: number) => ({svg: '<svg/>', width, height: 100});
    const at = (desktopWidth: number, phoneWidth: number) =>
      smallLabelScreens({
        desktop: {drawing: drawn(desktopWidth), labelPx: shownLabelPx(desktopWidth, COLUMN_PX.desktop)},
        phone: {drawing: drawn(phoneWidth), labelPx: shownLabelPx(phoneWidth, COLUMN_PX.phone)},
      });
    expect(at(400, 400)).toEqual([]);
    expect(at(900, 500)).toEqual(['phone']);
    expect(at(1000, 1000)).toEqual(['desktop', 'phone']);
  });

  test('a left-to-right flowchart whose top-to-bottom drawing is missing stops the build, naming the file', () => {
    const source = sources.find((entry) => narrowVariant(entry.source) !== null)!.source;
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'diagrams-'));
    fs.mkdirSync(path.join(scratch, DIAGRAMS_FOLDER));
    fs.copyFileSync(path.join(DRAWN, `${diagramKey(source)}.svg`), path.join(scratch, DIAGRAMS_FOLDER, `${diagramKey(source)}.svg`));
    expect(() => diagramDrawings(scratch, source)).toThrow(`${diagramKey(narrowVariant(source)!)}.svg`);
  });
});
