import type {MagicComment} from '../code-highlight/parse-lines';

/**
 * The code-block magic comments (`# highlight-next-line`, `highlight-start` /
 * `highlight-end`; also the class of `{3-5}` ranges). The site's code block
 * and the build-time highlighter read them from here (src/code-highlight/
 * parse-lines.ts); themeConfig carries them too, for the theme's validation.
 */
export const MAGIC_COMMENTS: MagicComment[] = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: {start: 'highlight-start', end: 'highlight-end'},
  },
];
