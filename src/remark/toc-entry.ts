import type {Root} from 'mdast';
import type {ArrayExpression, Expression, ObjectExpression, Program, Property} from 'estree';

export interface TocEntry {
  value: string;
  id: string;
  level: number;
}

/**
 * Adds an entry to the `export const toc = [...]` that Docusaurus's toc
 * plugin wrote into the tree. Our plugins run after it, so a heading they
 * append would otherwise be missing from "On this page". Returns false when
 * the tree holds no such export (a page that sets its own toc keeps it).
 */
export function appendTocEntry(tree: Root, entry: TocEntry): boolean {
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') {
      continue;
    }
    const array = tocArray(node.data?.estree as Program | undefined);
    if (array) {
      array.elements.push(objectExpression(entry));
      return true;
    }
  }
  return false;
}

function tocArray(program: Program | undefined): ArrayExpression | undefined {
  for (const statement of program?.body ?? []) {
    if (statement.type !== 'ExportNamedDeclaration' || statement.declaration?.type !== 'VariableDeclaration') {
      continue;
    }
    for (const declarator of statement.declaration.declarations) {
      if (declarator.id.type === 'Identifier' && declarator.id.name === 'toc' && declarator.init?.type === 'ArrayExpression') {
        return declarator.init;
      }
    }
  }
  return undefined;
}

function objectExpression(entry: TocEntry): ObjectExpression {
  const property = (key: string, value: Expression): Property => ({
    type: 'Property',
    key: {type: 'Identifier', name: key},
    value,
    kind: 'init',
    computed: false,
    method: false,
    shorthand: false,
  });
  return {
    type: 'ObjectExpression',
    properties: [
      property('value', {type: 'Literal', value: entry.value}),
      property('id', {type: 'Literal', value: entry.id}),
      property('level', {type: 'Literal', value: entry.level}),
    ],
  };
}
