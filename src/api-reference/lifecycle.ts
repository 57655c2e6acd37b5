import {isPython, isRef} from './anchors';
import type {LoadedPage} from './load';
import type {Parameter, Status} from './schema';

/** Stages that tell a reader to stop using something; preview and beta do not. */
const RETIRING_STAGES: ReadonlySet<Status['stage']> = new Set(['deprecated', 'superseded']);

/** A deprecated or superseded symbol, member or parameter, as the reference marks it. */
export interface RetiringMark {
  /** Full Python path of the symbol, or of the callable that takes the parameter. */
  path: string;
  /** Set when the mark is on one parameter of `path`. */
  param?: string;
  status: Status;
  /** Data file the mark is written in, for messages. */
  file: string;
}

/** `dagster.define_asset_job(partitions_def=)` or `dagster.SourceAsset`: how a mark is named in messages and allowlists. */
export function markName(mark: Pick<RetiringMark, 'path' | 'param'>): string {
  return mark.param === undefined ? mark.path : `${mark.path}(${mark.param}=)`;
}

/** What the reference tells a reader to do instead, in one line. */
export function markAdvice(mark: RetiringMark): string {
  const {stage, replacement, removal, note} = mark.status;
  return [
    stage,
    removal ? `removal in ${removal}` : undefined,
    replacement ? `use ${replacement}` : undefined,
    note,
  ]
    .filter((part) => part !== undefined)
    .join('; ');
}

function paramMarks(path: string, params: Parameter[] | undefined, file: string): RetiringMark[] {
  return (params ?? []).flatMap((param) =>
    param.status && RETIRING_STAGES.has(param.status.stage) ? [{path, param: param.name, status: param.status, file}] : [],
  );
}

/** Every deprecated or superseded mark in the reference: symbols, members and parameters of either. */
export function retiringMarks(pages: LoadedPage[]): RetiringMark[] {
  const marks: RetiringMark[] = [];
  for (const {file, page} of pages) {
    for (const section of page.sections) {
      for (const symbol of section.symbols) {
        if (isRef(symbol) || !isPython(symbol)) {
          continue;
        }
        if (symbol.status && RETIRING_STAGES.has(symbol.status.stage)) {
          marks.push({path: symbol.path, status: symbol.status, file});
        }
        marks.push(...paramMarks(symbol.path, symbol.params, file));
        for (const member of symbol.members ?? []) {
          if (member.status && RETIRING_STAGES.has(member.status.stage)) {
            marks.push({path: member.path, status: member.status, file});
          }
          marks.push(...paramMarks(member.path, member.params, file));
        }
      }
    }
  }
  return marks;
}
