import type {Heading, InlineCode, Link, Parent, Root} from 'mdast';
import type {VFile} from 'vfile';
import {visitParents} from 'unist-util-visit-parents';
import type {SymbolIndex, SymbolTarget} from '../api-reference/symbols';
import {pageModules, symbolIndex} from './symbol-index';

export interface AutoLinkOptions {
  /** Project root holding api/. */
  rootDir: string;
}

/**
 * Names that are documented Dagster symbols but, in code font, more often
 * mean something else: a Python construct or a resource key.
 */
const AMBIGUOUS = new Set(['Any', 'Optional', 'List', 'Dict', 'Set', 'Tuple', 'Nothing', 'Enum', 'io_manager', 'input_manager']);

const ALIASED = /^(@)?dg\.([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)(?:\(\))?$/;
const DECORATOR = /^@([A-Za-z_]\w*)(?:\(\))?$/;
const NAME = /^([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)(?:\(\))?$/;

/**
 * Which documented symbol an inline code span names, if any. `dg.X` and
 * `@dg.x` always refer to `dagster`; a bare name must look like an API
 * symbol (a capital or an underscore, so `job` or `config` never match) and
 * name exactly one documented symbol.
 */
export function symbolForCode(code: string, index: SymbolIndex, modules: readonly string[]): SymbolTarget | undefined {
  const aliased = ALIASED.exec(code);
  if (aliased) {
    const target = index.get(`dagster.${aliased[2]}`);
    return target && (!aliased[1] || target.kind === 'decorator') ? target : undefined;
  }
  const decorator = DECORATOR.exec(code);
  if (decorator) {
    const target = index.resolve(decorator[1]!, modules) ?? index.unique(decorator[1]!);
    return target?.kind === 'decorator' ? target : undefined;
  }
  const name = NAME.exec(code)?.[1];
  if (!name || AMBIGUOUS.has(name) || !/[A-Z_]/.test(name)) {
    return undefined;
  }
  return index.resolve(name, modules) ?? (name.includes('.') ? undefined : index.unique(name));
}

/**
 * Remark plugin: an API symbol written in code font (`dg.AssetSpec`,
 * `@dg.asset`, `define_asset_job`) becomes a link to its reference entry, on
 * its first mention under each heading. Headings, existing links and a
 * symbol's own entry are left alone. Links go through Docusaurus `Link`, so
 * the broken-anchor check covers them.
 */
export default function remarkAutoLinkSymbols({rootDir}: AutoLinkOptions) {
  return (tree: Root, file: VFile): void => {
    const index = symbolIndex(rootDir);
    const modules = pageModules(file);
    let currentAnchor: string | undefined;
    let linkedInSection = new Set<string>();
    const replacements: {parent: Parent; node: InlineCode; target: SymbolTarget}[] = [];

    visitParents(tree, (node, ancestors) => {
      if (node.type === 'heading') {
        currentAnchor = (node as Heading).data?.hProperties?.id as string | undefined;
        linkedInSection = new Set();
        return;
      }
      if (node.type !== 'inlineCode') {
        return;
      }
      if (ancestors.some((ancestor) => ancestor.type === 'heading' || ancestor.type === 'link' || ancestor.type === 'linkReference')) {
        return;
      }
      const target = symbolForCode((node as InlineCode).value, index, modules);
      if (!target || linkedInSection.has(target.path)) {
        return;
      }
      const ownEntry = currentAnchor !== undefined && (target.anchor === currentAnchor || currentAnchor.startsWith(`${target.anchor}.`));
      if (ownEntry && target.route === routeOf(file)) {
        return;
      }
      linkedInSection.add(target.path);
      replacements.push({parent: ancestors[ancestors.length - 1] as Parent, node: node as InlineCode, target});
    });

    for (const {parent, node, target} of replacements) {
      const link: Link = {type: 'link', url: `${target.route}#${target.anchor}`, children: [node]};
      parent.children[parent.children.indexOf(node)] = link;
    }
  };
}

/** The route of a generated reference page, from its front matter. */
function routeOf(file: VFile): string | undefined {
  const source = (file.data as {frontMatter?: {api_reference_source?: unknown}}).frontMatter?.api_reference_source;
  return typeof source === 'string' ? `/${source.replace(/\.yaml$/, '')}` : undefined;
}
