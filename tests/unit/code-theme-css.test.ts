import {describe, expect, test} from 'vitest';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../src/config/prism';
import {prismThemeCss} from '../../src/config/prism-css';

const sample: PrismTheme = {
  plain: {color: '#111111', backgroundColor: '#fafafa'},
  styles: [
    {types: ['comment', 'prolog'], style: {color: '#555555', fontStyle: 'italic'}},
    {types: ['keyword'], style: {color: '#aa0000', fontWeight: 'bold'}},
    {types: ['tag'], languages: ['markup'], style: {color: '#006600'}},
    {types: ['namespace'], style: {opacity: 0.7}},
  ],
};

describe('code themes as CSS', () => {
  const css = prismThemeCss(sample, 'dark');

  test('block colours are variables under the colour mode', () => {
    expect(css).toContain("[data-theme='dark'] .theme-code-block{--prism-color:#111111;--prism-background-color:#fafafa}");
  });

  test('each token type is a class rule with the theme declarations, in kebab case', () => {
    expect(css).toContain("[data-theme='dark'] .theme-code-block .token.comment,[data-theme='dark'] .theme-code-block .token.prolog{color:#555555;font-style:italic}");
    expect(css).toContain('.token.keyword{color:#aa0000;font-weight:bold}');
    expect(css).toContain('.token.namespace{opacity:0.7}');
  });

  test('language-specific entries apply only to blocks of that language', () => {
    expect(css).toContain("[data-theme='dark'] .theme-code-block.language-markup .token.tag{color:#006600}");
  });

  test('every colour of the site themes reaches the stylesheet', () => {
    for (const [theme, mode] of [
      [lightCodeTheme, 'light'],
      [darkCodeTheme, 'dark'],
    ] as const) {
      const output = prismThemeCss(theme, mode);
      for (const entry of theme.styles) {
        if (typeof entry.style.color === 'string') expect(output).toContain(`color:${entry.style.color}`);
      }
    }
  });
});
