import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type {PrismTheme} from 'prism-react-renderer';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, test} from 'vitest';
import ApiExample from '../../src/components/ApiExample';
import {apiExampleHtml, ROLE_OF_TYPE, roleOf} from '../../src/code-highlight/api-example';
import {darkCodeTheme, lightCodeTheme} from '../../src/config/prism';

const CSS = fs.readFileSync(path.join(__dirname, '..', '..', 'src', 'css', 'api-reference.css'), 'utf8');

/** The colour prism-react-renderer gives a token of these types: the last matching style wins. */
function themeColor(theme: PrismTheme, types: string[]): string {
  let color = theme.plain.color!;
  for (const type of types) {
    for (const entry of theme.styles) {
      if (entry.types.includes(type) && entry.style.color) color = entry.style.color;
    }
  }
  return normalize(color);
}

function normalize(color: string): string {
  const rgb = /rgb\((\d+), (\d+), (\d+)\)/.exec(color);
  const hex = rgb ? `#${rgb.slice(1).map((part) => Number(part).toString(16).padStart(2, '0')).join('')}` : color;
  return hex.toLowerCase();
}

/** The `--api-code-<role>` values of the light block or the dark one. */
function cssColors(selector: string): Record<string, string> {
  const start = CSS.indexOf(`${selector} {`);
  const block = CSS.slice(start, CSS.indexOf('}', start));
  return Object.fromEntries([...block.matchAll(/--api-code-([\w-]+): (#[0-9a-f]+);/g)].map((match) => [match[1]!, match[2]!]));
}

describe('API examples', () => {
  test('token colours equal the site code themes, in light and dark', () => {
    for (const [selector, theme] of [
      ['\n.api-example', lightCodeTheme],
      ["[data-theme='dark'] .api-example", darkCodeTheme],
    ] as const) {
      const colors = cssColors(selector);
      for (const [type, role] of Object.entries(ROLE_OF_TYPE)) {
        if (type === 'attr-value' || type === 'boolean') continue; // take the colour of string / number, as Python never tells them apart
        expect(colors[role], `${selector} ${type}`).toBe(themeColor(theme, [type]));
      }
      expect(colors.plain, `${selector} plain text takes the punctuation colour`).toBe(themeColor(theme, ['punctuation']));
    }
  });

  test('a Python example renders as few elements: punctuation and operators plain, neighbours of one role merged, the text intact', () => {
    const code = '@dg.asset\ndef orders() -> int:\n    return len("a")  # count\n\n\ndefs = 1';
    const $ = cheerio.load(renderToStaticMarkup(React.createElement(ApiExample, {html: apiExampleHtml(code, 'python')})));
    expect($('pre').text()).toBe(code);
    expect($('pre span').map((_, span) => `${$(span).attr('class')}:${$(span).text()}`).get()).toEqual([
      'k:def ',
      'f:orders',
      'b:int',
      'k:return ',
      'b:len',
      's:"a"',
      'c:# count\n\n\n', // trailing whitespace joins the run before it: fewer elements
      'n:1',
    ]);
    expect($('button').text()).toBe('Copy');
  });

  test('the last coloured type decides the role, and punctuation anywhere makes a token plain', () => {
    expect(roleOf(['string-interpolation', 'string'])).toBe('s');
    expect(roleOf(['decorator', 'annotation', 'punctuation'])).toBeUndefined();
    expect(roleOf(['plain'])).toBeUndefined();
  });
});
