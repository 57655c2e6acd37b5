import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Diagrams are drawn once, in Chromium, by `npm run diagrams`, and the SVGs are
 * committed under diagrams/: a build then needs no browser, pages ship no
 * Mermaid library, and the drawing is in the HTML, so nothing shifts or flashes.
 * A file is named by a hash of its source and of this version, so editing a
 * diagram (or the way they are drawn) asks for a new drawing.
 */
export const RENDERER_VERSION = 'mermaid-11.17.2/site-palette-1/sequence-wrapped-1';

export const DIAGRAMS_FOLDER = 'diagrams';

export function diagramKey(source: string): string {
  return crypto.createHash('sha256').update(`${RENDERER_VERSION}\n${source.trim()}\n`).digest('hex').slice(0, 16);
}

export function diagramFile(rootDir: string, source: string): string {
  return path.join(rootDir, DIAGRAMS_FOLDER, `${diagramKey(source)}.svg`);
}

export interface RenderedDiagram {
  svg: string;
  width: number;
  height: number;
}

/** The natural size a drawing was made at, from its viewBox. */
export function naturalSize(svg: string): {width: number; height: number} | null {
  const viewBox = /<svg\b[^>]*\bviewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(svg);
  if (!viewBox) return null;
  return {width: Math.ceil(Number(viewBox[1])), height: Math.ceil(Number(viewBox[2]))};
}

/** Hundredths of a pixel: finer than any screen draws a line, even zoomed in 4×. */
const COORDINATE_DECIMALS = 2;
/** Path data and point lists, where Mermaid writes every coordinate to 15-17 digits. */
const GEOMETRY_ATTRIBUTE = /\b(d|points)="([^"]*)"/g;
const NUMBER = /-?\d*\.?\d+(?:e[-+]?\d+)?/gi;

/**
 * The drawing with its geometry rounded to COORDINATE_DECIMALS. Mermaid 11
 * draws node outlines as many short curves with 15-17 significant digits per
 * coordinate; rounded, the drawing looks the same and is much lighter in both
 * the page's HTML and its code (the dbt page's diagram: 30.5 → 11.6 KB gzip).
 */
export function compactSvg(svg: string): string {
  return svg.replace(GEOMETRY_ATTRIBUTE, (_whole, name: string, value: string) => {
    const rounded = value.replace(NUMBER, (number: string, offset: number) => {
      const result = Number(Number(number).toFixed(COORDINATE_DECIMALS));
      const text = String(Object.is(result, -0) ? 0 : result);
      // Path data may run numbers together ("12.258.001" is 12.258 then .001):
      // once ".001" is "0", it needs a separator of its own.
      return /[\d.]/.test(value.charAt(offset - 1)) && !text.startsWith('-') ? ` ${text}` : text;
    });
    return `${name}="${rounded}"`;
  });
}

export function readRenderedDiagram(rootDir: string, source: string): RenderedDiagram | null {
  const file = diagramFile(rootDir, source);
  if (!fs.existsSync(file)) return null;
  const svg = compactSvg(fs.readFileSync(file, 'utf8'));
  const size = naturalSize(svg);
  return size ? {svg, ...size} : null;
}
