import fs from 'node:fs';
import {createFontStack} from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import roboto from '@capsizecss/metrics/roboto';
import {describe, expect, test} from 'vitest';
import {TEXT_FONT} from '../../src/plugins/fonts/font-script';

const FONTS_CSS = fs.readFileSync('src/css/fonts.css', 'utf8');
const CUSTOM_CSS = fs.readFileSync('src/css/custom.css', 'utf8');

/** The declarations of the @font-face rule for a family in fonts.css. */
function fontFace(family: string): Map<string, string> {
  const rule = [...FONTS_CSS.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1]!).find((body) => body.includes(`font-family: '${family}';`));
  if (!rule) throw new Error(`src/css/fonts.css has no @font-face for '${family}'`);
  return new Map(
    rule
      .split(';')
      .map((declaration) => declaration.trim())
      .filter(Boolean)
      .map((declaration) => [declaration.slice(0, declaration.indexOf(':')).trim(), declaration.slice(declaration.indexOf(':') + 1).trim()]),
  );
}

/** capsize's overrides that make a system font take Inter's size and line metrics. */
function capsizeOverrides(fallback: Parameters<typeof createFontStack>[0][number]): Map<string, string> {
  const {fontFaces} = createFontStack([inter, fallback]);
  return new Map([...fontFaces.matchAll(/(ascent-override|descent-override|line-gap-override|size-adjust):\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!]));
}

describe('the fallback that stands in for Inter on a first page', () => {
  test.each([
    ['Inter Fallback', arial, 'Arial'],
    ['Inter Fallback Roboto', roboto, 'Roboto Regular'],
  ])('%s takes Inter metrics exactly as capsize computes them', (family, metrics, localName) => {
    const face = fontFace(family);
    const expected = capsizeOverrides(metrics);
    expect(expected.get('size-adjust')).toBeDefined();
    for (const [property, value] of expected) expect(face.get(property), `${family} ${property}`).toBe(value);
    expect(face.get('src')).toContain(`local('${localName}')`);
  });

  test('a first page asks for the fallbacks, never for Inter; Inter is used only under the cached-font attribute, and never swapped in', () => {
    const base = /--ifm-font-family-base:\s*([^;]+);/.exec(CUSTOM_CSS)?.[1] ?? '';
    expect(base.startsWith("'Inter Fallback', 'Inter Fallback Roboto'")).toBe(true);
    expect(base).not.toContain(TEXT_FONT.family);
    const cached = new RegExp(`html\\[${TEXT_FONT.attribute}\\]\\s*{\\s*--ifm-font-family-base:\\s*'${TEXT_FONT.family}', 'Inter Fallback'`).test(FONTS_CSS);
    expect(cached).toBe(true);
    expect(fontFace(TEXT_FONT.family).get('font-display')).toBe('optional');
  });
});
