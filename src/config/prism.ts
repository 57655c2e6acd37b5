import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * Code themes based on GitHub (light) and VS Code dark, with the token colours
 * that fail WCAG AA contrast on their own background (comments above all)
 * replaced by darker or lighter shades of the same hue.
 */
function withTokenColors(base: PrismTheme, overrides: Record<string, string>): PrismTheme {
  const styles = base.styles.map((entry) => {
    const replacement = entry.types
      .map((type) => overrides[type])
      .find((color): color is string => color !== undefined);
    return replacement ? {...entry, style: {...entry.style, color: replacement}} : entry;
  });
  return {...base, styles};
}

export const lightCodeTheme: PrismTheme = withTokenColors(themes.github, {
  comment: '#57606a',
  prolog: '#57606a',
  doctype: '#57606a',
  cdata: '#57606a',
  punctuation: '#24292f',
  'attr-name': '#116329',
  string: '#0a3069',
  'attr-value': '#0a3069',
  function: '#8250df',
  'function-variable': '#8250df',
  number: '#0550ae',
  boolean: '#0550ae',
  keyword: '#cf222e',
  selector: '#116329',
  tag: '#116329',
  operator: '#cf222e',
  variable: '#953800',
  constant: '#0550ae',
  property: '#0550ae',
  builtin: '#953800',
  'class-name': '#953800',
});

export const darkCodeTheme: PrismTheme = withTokenColors(themes.vsDark, {
  constant: '#a9abe0',
  punctuation: '#d4d4d4',
  char: '#e38c8c',
  comment: '#8fb573',
  prolog: '#8fb573',
  doctype: '#8fb573',
  cdata: '#8fb573',
});
