/**
 * The one tslib helper the browser bundle calls: `@docusaurus/utils-common`
 * (compiled to CommonJS) requires tslib for `__importDefault` alone, and a
 * CommonJS require keeps all of tslib (about 4 KB gzip) in every page's main
 * bundle. The plugin points that package's `tslib` here; a unit test fails if
 * the package starts to use another helper.
 */
exports.__importDefault = function __importDefault(mod) {
  return mod && mod.__esModule ? mod : {default: mod};
};
