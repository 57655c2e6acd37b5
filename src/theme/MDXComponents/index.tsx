import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';
import MdxPre from '@site/src/components/CodeBlock/MdxPre';

export default {
  ...MDXComponents,
  // Fenced code blocks: the site's own code block (src/components/CodeBlock).
  pre: MdxPre,
  table: ScrollableTable,
};
