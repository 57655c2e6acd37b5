import {createRequire} from 'node:module';
import {Prism, normalizeTokens} from 'prism-react-renderer';
import {ADDITIONAL_PRISM_LANGUAGES} from '../config/prism-languages';

/**
 * Prism for the build only: code is highlighted when a page is compiled, so
 * the browser downloads no highlighter and hydrates no token elements. The
 * extra grammars are loaded the way the classic theme loads them in the
 * browser (prismjs components registering on a global Prism).
 */
const require = createRequire(__filename);
let languagesLoaded = false;

function withAdditionalLanguages(): typeof Prism {
  if (languagesLoaded) return Prism;
  const global = globalThis as {Prism?: unknown};
  const previous = global.Prism;
  global.Prism = Prism;
  try {
    for (const language of ADDITIONAL_PRISM_LANGUAGES) require(`prismjs/components/prism-${language}`);
  } finally {
    if (previous === undefined) delete global.Prism;
    else global.Prism = previous;
  }
  languagesLoaded = true;
  return Prism;
}

/** A highlighted piece of a code line, as prism-react-renderer produces it. */
export interface CodeToken {
  types: string[];
  content: string;
  empty?: boolean;
}

/** Lines of Prism tokens for `code`; a language Prism does not know gives plain lines. */
export function tokenizeLines(code: string, language: string): CodeToken[][] {
  const prism = withAdditionalLanguages();
  const grammar = prism.languages[language];
  if (!grammar) return code.split('\n').map((line) => [{types: ['plain'], content: line}]);
  return normalizeTokens(prism.tokenize(code, grammar));
}
