/**
 * The site's performance budgets, in one place: tests/e2e/budgets.test.ts
 * fails the build's tests when a page kind exceeds one, and `npm run bench`
 * prints the figures beside them. Sizes are gzip (level 6), as served.
 */

const KB = 1024;

/** A page a reader lands on, and what its first load may weigh. */
export interface PageKindBudget {
  kind: string;
  path: string;
  /** JavaScript the page runs to render, gzip (link prefetches excluded). */
  firstLoadJsGzip: number;
}

/** One page of each kind whose first load is budgeted (issue 21). */
export const PAGE_KIND_BUDGETS: PageKindBudget[] = [
  {kind: 'guide', path: '/guides/build/assets/defining-assets', firstLoadJsGzip: 150 * KB},
  {kind: 'API page', path: '/api/python-api/assets', firstLoadJsGzip: 150 * KB},
  {kind: 'Dagster+ page', path: '/dagster-plus/features/alerts', firstLoadJsGzip: 150 * KB},
  {kind: 'page with a diagram', path: '/getting-started/concepts', firstLoadJsGzip: 160 * KB},
];

/** Every API reference page (issue 13): HTML bytes as built, elements in it, and its first-load JS like any API page. */
export const API_PAGE_BUDGET = {bytes: 250 * KB, elements: 5000, firstLoadJsGzip: 150 * KB} as const;

/**
 * Code no page may run before the reader asks for it, by a string only that
 * code holds: it loads on demand (search dialog, image zoom, diagrams) or not
 * at all (Prism: code arrives highlighted by the build). `lazyInBuild`: the
 * code is in the build, in a chunk loaded on demand; the budgets test checks
 * that each marker is found where it should be, so that a renamed string
 * cannot make the check pass by matching nothing.
 */
export const FORBIDDEN_IN_FIRST_LOAD: Array<{name: string; marker: string; lazyInBuild: boolean}> = [
  // Prism's hook name; no file of the build should hold it (checked against prism-react-renderer itself).
  {name: 'Prism', marker: 'after-tokenize', lazyInBuild: false},
  {name: 'Mermaid library', marker: 'securityLevel', lazyInBuild: true},
  {name: 'search dialog', marker: 'DocSearch-Dropdown-Container', lazyInBuild: true},
  {name: 'image zoom', marker: 'medium-zoom-overlay', lazyInBuild: true},
];
