import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {contrastRatio} from './support/contrast';

const ROOT = path.join(__dirname, '..', '..');
const figureCss = fs.readFileSync(path.join(ROOT, 'src', 'components', 'figures', 'styles.module.css'), 'utf8');
const siteCss = fs.readFileSync(path.join(ROOT, 'src', 'css', 'custom.css'), 'utf8');

/** `--name: value` declarations of the first block whose selector matches. */
function tokens(css: string, selector: RegExp): Record<string, string> {
  const block = new RegExp(`${selector.source}\\s*\\{([^}]*)\\}`).exec(css)?.[1];
  if (!block) throw new Error(`no block for ${selector}`);
  return Object.fromEntries([...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [match[1], (match[2] as string).trim()]));
}

function palette(mode: 'light' | 'dark'): Record<string, string> {
  const site = mode === 'light' ? tokens(siteCss, /:root/) : {...tokens(siteCss, /:root/), ...tokens(siteCss, /\[data-theme='dark'\]/)};
  const figure = mode === 'light' ? tokens(figureCss, /\.figure/) : {...tokens(figureCss, /\.figure/), ...tokens(figureCss, /\[data-theme='dark'\] \.figure/)};
  const resolve = (value: string): string => {
    const reference = /^var\((--[\w-]+)\)$/.exec(value);
    return reference ? resolve(figure[reference[1] as string] ?? site[reference[1] as string] ?? '') : value;
  };
  return Object.fromEntries(Object.entries(figure).map(([name, value]) => [name, resolve(value)]));
}

/** Which text colour is drawn on which fill, as the figure components use them. */
const PAIRS: Array<[text: string, backgrounds: string[]]> = [
  ['--fig-text', ['--fig-panel', '--fig-raised', '--fig-canvas']],
  ['--fig-muted', ['--fig-panel', '--fig-raised', '--fig-canvas']],
  ['--fig-accent', ['--fig-panel', '--fig-raised', '--fig-accent-soft']],
  ['--fig-panel', ['--fig-accent']],
  ['--fig-success', ['--fig-panel', '--fig-success-soft']],
  ['--fig-danger', ['--fig-panel', '--fig-danger-soft']],
  ['--fig-warning', ['--fig-panel', '--fig-warning-soft']],
  ['--fig-info', ['--fig-panel', '--fig-info-soft']],
  ['--fig-muted', ['--fig-neutral-soft']],
];

describe('figure colours', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`every text colour passes AA (4.5:1) on its fills in ${mode} mode`, () => {
      const colours = palette(mode);
      const failing = PAIRS.flatMap(([text, backgrounds]) =>
        backgrounds
          .map((background) => ({text, background, ratio: contrastRatio(colours[text] as string, colours[background] as string)}))
          .filter((pair) => !(pair.ratio >= 4.5)),
      );
      expect(failing).toEqual([]);
    });
  }

  test('the two modes use different colours', () => {
    const light = palette('light');
    const dark = palette('dark');
    for (const name of ['--fig-canvas', '--fig-panel', '--fig-text', '--fig-accent']) expect(dark[name], name).not.toBe(light[name]);
  });
});
