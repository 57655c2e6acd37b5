import {isPython, isRef} from './anchors';
import {checkInheritance} from './inheritance';
import type {LoadedPage} from './load';
import {SymbolIndex} from './symbols';

const PY_OBJECT = /<PyObject\b([^>]*)\/>/g;
const OBJECT_ATTRIBUTE = /\bobject="([^"]*)"/;

/** Every string in a value, with the field path it sits at. */
function* strings(value: unknown, at: string): Generator<[string, string]> {
  if (typeof value === 'string') {
    yield [at, value];
  } else if (Array.isArray(value)) {
    for (const [position, item] of value.entries()) {
      yield* strings(item, `${at}[${position}]`);
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      yield* strings(item, at ? `${at}.${key}` : key);
    }
  }
}

/**
 * Resolves every `<PyObject object="..." />` in the Markdown of the data,
 * every lifecycle `replacement` and every inherited base, so a dangling
 * reference is reported against its data file before any page is compiled.
 */
export function checkReferences(pages: LoadedPage[], index: SymbolIndex = new SymbolIndex(pages)): string[] {
  const problems: string[] = [];
  for (const {file, page} of pages) {
    for (const symbol of page.sections.flatMap((section) => section.symbols)) {
      if (!isRef(symbol) && isPython(symbol)) {
        problems.push(...checkInheritance(symbol, index, page.modules).map((problem) => `${file}: ${symbol.path}: ${problem}`));
      }
    }
    for (const [at, text] of strings(page, '')) {
      if (at.endsWith('.status.replacement') && !index.resolve(text, page.modules)) {
        problems.push(`${file}: ${at}: replacement "${text}" is not documented in the API reference`);
      }
      for (const match of text.matchAll(PY_OBJECT)) {
        const object = OBJECT_ATTRIBUTE.exec(match[1] ?? '')?.[1];
        if (!object) {
          problems.push(`${file}: ${at}: <PyObject> needs an object="..." attribute`);
        } else if (!index.resolve(object, page.modules)) {
          problems.push(`${file}: ${at}: <PyObject object="${object}" /> names a symbol the API reference does not document`);
        }
      }
    }
  }
  return problems;
}
