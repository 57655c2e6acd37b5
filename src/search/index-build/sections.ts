/** The lvl0 of a page (its section) and how a section ranks against others. */
interface Section {
  prefix: string;
  name: string;
  pageRank: number;
}

// Longest prefixes first. Task-oriented sections outrank the reference, which
// in turn wins whenever a query names an API symbol (see engine.ts).
const SECTIONS: Section[] = [
  {prefix: '/getting-started', name: 'Getting started', pageRank: 90},
  {prefix: '/etl-pipeline-tutorial', name: 'Tutorial', pageRank: 85},
  {prefix: '/guides', name: 'Guides', pageRank: 80},
  {prefix: '/integrations', name: 'Integrations', pageRank: 70},
  {prefix: '/dagster-plus', name: 'Dagster+', pageRank: 70},
  {prefix: '/examples', name: 'Examples', pageRank: 60},
  {prefix: '/api', name: 'API', pageRank: 55},
  {prefix: '/about', name: 'About', pageRank: 40},
];

export function sectionOf(pathname: string): {name: string; pageRank: number} {
  const section = SECTIONS.find(({prefix}) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return section ?? {name: 'Docs', pageRank: 75};
}
