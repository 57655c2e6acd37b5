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

/**
 * The plain text of each column: its header cell, then its body cells. A
 * column's longest word is the narrowest it can get.
 */
export function columnTexts(tableChildren: ReactNode, labels: readonly string[]): string[][] {
  const columns = labels.map((label) => [label]);
  for (const section of elements(tableChildren)) {
    if (section.type !== 'tbody') continue;
    for (const row of elements(section.props.children)) {
      elements(row.props.children).forEach((cell, index) => {
        (columns[index] ??= []).push(textOf(cell.props.children));
      });
    }
  }
  return columns;
}

/** From this many columns a table stacks on a phone: each row a block, each cell under its column's name. */
const STACK_FROM_COLUMNS = 3;

/**
 * The characters of code a 320 px phone's column holds beside a second
 * column's padding. Columns whose longest words add up to more cannot sit side
 * by side there: the table would push its last column off screen (the Member |
 * Meaning table of `ASSET_MATERIALIZATION_PLANNED` and the like did, by 91 px
 * at 390 px).
 */
export const PHONE_COLUMN_CHARACTERS = 28;

function longestWord(texts: readonly string[]): number {
  return Math.max(0, ...texts.flatMap((text) => text.split(/\s+/)).map((word) => word.length));
}

/**
 * Whether a table stacks on a phone: one of three or more columns always does;
 * a narrower one does when its columns' longest words could not share a phone's
 * width.
 */
export function stacksOnPhones(labels: readonly string[], columns: readonly (readonly string[])[]): boolean {
  if (labels.length >= STACK_FROM_COLUMNS) return true;
  return columns.reduce((sum, texts) => sum + longestWord(texts), 0) > PHONE_COLUMN_CHARACTERS;
}
