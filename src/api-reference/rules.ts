import fs from 'node:fs';
import path from 'node:path';
import {selectSnippet} from '../remark/snippet-source';
import {anchorOf, isCli, isPython, isRef, cliAnchor} from './anchors';
import type {LoadedPage} from './load';
import type {ApiMember, Example, Parameter, PythonSymbol} from './schema';

/** The package whose every decorator and user-built class must show an example. */
const CORE_PACKAGE = 'dagster';

/**
 * Rules that a schema cannot express: they span entries or files, or read
 * the snippet files. Each problem names the data file and the entry.
 */
export function checkPages(pages: LoadedPage[], snippetsDir: string): string[] {
  const problems: string[] = [];
  const fullEntries = new Map<string, string>();
  const refs: {file: string; ref: string}[] = [];

  for (const {file, page} of pages) {
    const anchors = new Set<string>();
    const claimAnchor = (anchor: string) => {
      if (anchors.has(anchor)) {
        problems.push(`${file}: anchor "${anchor}" is used twice on this page`);
      }
      anchors.add(anchor);
    };
    let pythonExamples = 0;
    const checkExamples = (where: string, examples: Example[] | undefined) => {
      for (const example of examples ?? []) {
        if ('file' in example) {
          pythonExamples += 1;
          problems.push(...checkSnippet(where, example.file, example.marker, snippetsDir));
        }
      }
    };

    for (const section of page.sections) {
      for (const symbol of section.symbols) {
        const anchor = anchorOf(symbol);
        claimAnchor(anchor);
        if (isRef(symbol)) {
          refs.push({file, ref: symbol.ref});
          continue;
        }
        const where = `${file}: ${anchor}`;
        if (isCli(symbol)) {
          for (const sub of symbol.subcommands ?? []) {
            claimAnchor(cliAnchor(sub));
            if (!sub.command.startsWith(`${symbol.command} `)) {
              problems.push(`${where}: subcommand "${sub.command}" must start with "${symbol.command} "`);
            }
          }
          continue;
        }
        if (!isPython(symbol)) {
          continue;
        }
        const owner = fullEntries.get(symbol.path);
        if (owner) {
          problems.push(`${where}: documented in full twice (also in ${owner}); keep one entry and use "ref: ${symbol.path}" elsewhere`);
        }
        fullEntries.set(symbol.path, file);
        if (!page.modules.some((module) => symbol.path.startsWith(`${module}.`))) {
          problems.push(`${where}: path must start with one of the page's modules (${page.modules.join(', ')})`);
        }
        problems.push(...checkParams(where, symbol.params));
        problems.push(...checkSymbolShape(where, symbol));
        checkExamples(where, symbol.examples);
        if (page.package === CORE_PACKAGE && needsExample(symbol) && (symbol.examples ?? []).length === 0) {
          problems.push(`${where}: a ${symbol.kind} a user constructs needs at least one example (or "user_constructed: false")`);
        }
        for (const member of symbol.members ?? []) {
          const memberWhere = `${file}: ${member.path}`;
          claimAnchor(member.path);
          if (!member.path.startsWith(`${symbol.path}.`)) {
            problems.push(`${memberWhere}: a member's path must start with "${symbol.path}."`);
          }
          const memberOwner = fullEntries.get(member.path);
          if (memberOwner) {
            problems.push(`${memberWhere}: documented in full twice (also in ${memberOwner})`);
          }
          fullEntries.set(member.path, file);
          problems.push(...checkParams(memberWhere, member.params));
          problems.push(...checkMemberShape(memberWhere, member));
          checkExamples(memberWhere, member.examples);
        }
      }
    }
    if (page.package !== CORE_PACKAGE && pythonExamples === 0) {
      problems.push(`${file}: a library page needs at least one Python example`);
    }
  }

  for (const {file, ref} of refs) {
    const owner = fullEntries.get(ref);
    if (!owner) {
      problems.push(`${file}: ref "${ref}" has no full entry in any data file`);
    } else if (owner === file) {
      problems.push(`${file}: ref "${ref}" points at an entry on the same page`);
    }
  }
  return problems;
}

function needsExample(symbol: PythonSymbol): boolean {
  return symbol.kind === 'decorator' || (symbol.kind === 'class' && symbol.user_constructed !== false);
}

function checkParams(where: string, params: Parameter[] | undefined): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const param of params ?? []) {
    if (seen.has(param.name)) {
      problems.push(`${where}: parameter "${param.name}" is listed twice`);
    }
    seen.add(param.name);
  }
  return problems;
}

function checkSymbolShape(where: string, symbol: PythonSymbol): string[] {
  const problems: string[] = [];
  const callable = ['decorator', 'function', 'method'].includes(symbol.kind);
  if (callable && symbol.params === undefined) {
    problems.push(`${where}: a ${symbol.kind} needs "params" (use [] when it takes none)`);
  }
  if (symbol.values && symbol.kind !== 'enum') {
    problems.push(`${where}: only an enum has "values"`);
  }
  if (symbol.kind === 'enum' && (symbol.values ?? []).length === 0) {
    problems.push(`${where}: an enum needs its "values"`);
  }
  if (symbol.members && !['class', 'exception', 'enum'].includes(symbol.kind)) {
    problems.push(`${where}: only a class has "members"`);
  }
  return problems;
}

function checkMemberShape(where: string, member: ApiMember): string[] {
  const callable = ['method', 'classmethod', 'staticmethod'].includes(member.kind);
  if (callable && member.params === undefined) {
    return [`${where}: a ${member.kind} needs "params" (use [] when it takes none)`];
  }
  return [];
}

function checkSnippet(where: string, snippet: string, marker: string | undefined, snippetsDir: string): string[] {
  const absolute = path.join(snippetsDir, snippet);
  if (!fs.existsSync(absolute)) {
    return [`${where}: example file snippets/${snippet} does not exist`];
  }
  try {
    selectSnippet(fs.readFileSync(absolute, 'utf8'), {marker});
  } catch (error) {
    return [`${where}: example snippets/${snippet}: ${(error as Error).message}`];
  }
  return [];
}
