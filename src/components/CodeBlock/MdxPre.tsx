import React, {Children, isValidElement, type ComponentProps, type ReactNode} from 'react';
import CodeBlock from './index';

/**
 * Markdown's `pre` (MDXComponents): a fenced block compiles to a `pre` holding
 * one `code` element, whose props (class, metastring, title, the build's
 * highlighted lines) make the code block. Any other `pre` stays a `pre`.
 */
export default function MdxPre({children, ...props}: ComponentProps<'pre'>): ReactNode {
  const only = Children.toArray(children);
  // A fence's code element holds the code as one string.
  const code = only.length === 1 && isValidElement<ComponentProps<typeof CodeBlock>>(only[0]) && typeof only[0].props.children === 'string' ? only[0] : undefined;
  return code ? <CodeBlock {...code.props} /> : <pre {...props}>{children}</pre>;
}
