import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {docs, folderCategory} from './src/config/sidebar-helpers';

/**
 * The five sidebars of the specification. Top-level shape is explicit; pages
 * inside each folder are generated from the files and their sidebar_position.
 */
const sidebars = {
  docs: [
    {
      type: 'category',
      label: 'Getting Started',
      collapsed: true,
      items: docs(
        'intro',
        'getting-started/quickstart',
        'getting-started/installation',
        'getting-started/glossary',
        'getting-started/concepts',
      ),
    },
    ...folderCategory({label: 'ETL pipeline tutorial', dir: 'etl-pipeline-tutorial'}),
    ...folderCategory({label: 'Build', dir: 'guides/build'}),
    ...folderCategory({label: 'Automate', dir: 'guides/automate'}),
    ...folderCategory({label: 'Operate', dir: 'guides/operate'}),
    ...folderCategory({label: 'Monitor', dir: 'guides/monitor'}),
    ...folderCategory({label: 'Test', dir: 'guides/test'}),
    ...folderCategory({label: 'Deploy', dir: 'guides/deploy'}),
    ...folderCategory({label: 'Migrate', dir: 'guides/migrate'}),
    ...folderCategory({label: 'Labs', dir: 'guides/labs'}),
    ...folderCategory({label: 'About', dir: 'about'}),
  ],
  examples: folderCategory({label: 'Examples', dir: 'examples'}),
  integrations: [
    ...folderCategory({label: 'Guides', dir: 'integrations/guides'}),
    // Labelled like the landing page it links to, so the breadcrumb matches the title.
    ...folderCategory({label: 'Integrations', dir: 'integrations/libraries', collapsible: false}),
  ],
  dagsterPlus: [
    ...docs('dagster-plus/index', 'dagster-plus/getting-started'),
    ...folderCategory({label: 'Features', dir: 'dagster-plus/features'}),
    ...folderCategory({label: 'Deployment', dir: 'dagster-plus/deployment'}),
  ],
  api: [
    {type: 'category', label: 'Overview', collapsed: true, items: docs('api/index', 'api/api-lifecycle')},
    ...folderCategory({label: 'Python API', dir: 'api/python-api'}),
  ],
} satisfies SidebarsConfig;

export default sidebars;
