import {Children, cloneElement, isValidElement, type ReactElement, type ReactNode} from 'react';

/** The plain text of rendered Markdown (a header cell may hold code or a link). */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{children?: ReactNode}>(node)) return textOf(node.props.children);
  return '';
}

type WithChildren = ReactElement<{children?: ReactNode}>;

function elements(node: ReactNode): WithChildren[] {
  return Children.toArray(node).filter((child): child is WithChildren => isValidElement(child));
}

/** The header row's cell texts of a Markdown table's children (`thead` and `tbody`). */
export function headerLabels(tableChildren: ReactNode): string[] {
  const head = elements(tableChildren).find((child) => child.type === 'thead');
  const row = head ? elements(head.props.children)[0] : undefined;
  return row ? elements(row.props.children).map((cell) => textOf(cell.props.children).trim()) : [];
}

/**
 * The table's children with each body cell labelled by its column's header
 * (`data-label`), which a phone shows above the cell when the rows stack.
 * A table without a header row comes back unchanged.
 */
export function labelCells(tableChildren: ReactNode, labels: readonly string[]): ReactNode {
  if (labels.length === 0) return tableChildren;
  return Children.map(tableChildren, (section) => {
    if (!isValidElement<{children?: ReactNode}>(section) || section.type !== 'tbody') return section;
    return cloneElement(section, {
      children: Children.map(section.props.children, (row) => {
        if (!isValidElement<{children?: ReactNode}>(row)) return row;
        let column = 0;
        return cloneElement(row, {
          children: Children.map(row.props.children, (cell) => {
            if (!isValidElement(cell)) return cell;
            const label = labels[column];
            column += 1;
            return label ? cloneElement(cell as ReactElement<{'data-label'?: string}>, {'data-label': label}) : cell;
          }),
        });
      }),
    });
  });
}

/** From this many columns a table stacks on a phone: each row a block, each cell under its column's name. */
const STACK_FROM_COLUMNS = 3;

/** Whether a table with these header cells stacks on a phone (two columns fit a phone as they are). */
export function stacksOnPhones(labels: readonly string[]): boolean {
  return labels.length >= STACK_FROM_COLUMNS;
}
