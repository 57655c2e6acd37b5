import type {PrismTheme} from 'prism-react-renderer';

type Style = PrismTheme['plain'];

const kebab = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function declarations(style: Style): string {
  return Object.entries(style)
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .map(([property, value]) => `${kebab(property)}:${String(value)}`)
    .join(';');
}

/** Prism token types are class names; escape anything a selector cannot hold as is. */
const classSelector = (type: string) => `.token.${type.replace(/[^\w-]/g, (char) => `\\${char}`)}`;

/**
 * One code theme as CSS under a colour-mode selector. Code blocks carry token
 * classes, not inline colours, so the server HTML is right in both modes and
 * a block never has to be drawn a second time after hydration to change theme.
 * Entries keep the theme's order, so a later entry wins as it does in
 * prism-react-renderer's own merge.
 */
export function prismThemeCss(theme: PrismTheme, mode: 'light' | 'dark'): string {
  const scope = `[data-theme='${mode}']`;
  const rules = [`${scope} .theme-code-block{--prism-color:${theme.plain.color ?? 'inherit'};--prism-background-color:${theme.plain.backgroundColor ?? 'transparent'}}`];
  for (const entry of theme.styles) {
    const body = declarations(entry.style);
    if (!body) continue;
    const blocks = entry.languages?.map((language) => `.language-${language}`) ?? [''];
    const selectors = blocks.flatMap((block) => entry.types.map((type) => `${scope} .theme-code-block${block} ${classSelector(type)}`));
    rules.push(`${selectors.join(',')}{${body}}`);
  }
  return `${rules.join('\n')}\n`;
}

/** The theme prism-react-renderer is given: no styles, so tokens get classes only. */
export const CLASS_ONLY_THEME: PrismTheme = {plain: {}, styles: []};
