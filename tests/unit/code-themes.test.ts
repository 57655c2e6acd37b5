import {describe, expect, test} from 'vitest';
import {darkCodeTheme, lightCodeTheme} from '../../src/config/prism';
import {contrastRatio} from './support/contrast';

describe.each([
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
])('%s code theme', (_, theme) => {
  const background = theme.plain.backgroundColor as string;

  test('plain text and every token colour reach WCAG AA (4.5:1) on the block background', () => {
    const colours = [theme.plain.color as string, ...theme.styles.map((entry) => entry.style.color).filter((c): c is string => typeof c === 'string')];
    const failing = colours.filter((colour) => contrastRatio(colour, background) < 4.5);
    expect(failing).toEqual([]);
  });

  test('comments are readable', () => {
    const comment = theme.styles.find((entry) => entry.types.includes('comment'))?.style.color as string;
    expect(contrastRatio(comment, background)).toBeGreaterThanOrEqual(4.5);
  });
});

test('the contrast helper matches known values', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
  expect(contrastRatio('#777', '#fff')).toBeCloseTo(4.48, 2);
  expect(contrastRatio('rgb(255, 255, 255)', '#fff')).toBe(1);
});
