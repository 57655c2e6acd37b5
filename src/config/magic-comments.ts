import type {parseLines} from '@docusaurus/theme-common/internal';

type MagicCommentConfig = Parameters<typeof parseLines>[1]['magicComments'][number];

/**
 * The code-block magic comments (`# highlight-next-line`, `highlight-start` /
 * `highlight-end`; also the class of `{3-5}` ranges). The theme reads them
 * from themeConfig, and the build-time highlighter must strip the same lines.
 */
export const MAGIC_COMMENTS: MagicCommentConfig[] = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: {start: 'highlight-start', end: 'highlight-end'},
  },
];
