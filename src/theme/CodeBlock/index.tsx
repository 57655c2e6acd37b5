/**
 * `@theme/CodeBlock` is the site's own code block (src/components/CodeBlock),
 * so that the theme's components that render one (inline `code` holding
 * several lines, for instance) get the same block as Markdown's fences. The
 * theme's block would bring back Prism and its private CSS modules.
 */
export {default} from '@site/src/components/CodeBlock';
