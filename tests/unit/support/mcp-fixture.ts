import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {writeShardedIndex} from '../../../src/search/index-build/plugin';
import type {SearchRecord} from '../../../src/search/engine/record';
import {SIDEBAR_TREE_FILE, type SidebarTreeFile} from '../../../src/plugins/sidebar-tree/tree';

const ORIGIN = 'https://docs.dagster.io';

function record(position: number, url: string, type: SearchRecord['type'], lvl0: string, lvl1: string, lvl2: string | null, content: string | null): SearchRecord {
  return {
    objectID: String(position),
    url,
    type,
    hierarchy: {lvl0, lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content,
    weight: {pageRank: 0, level: type === 'lvl1' ? 100 : 90, position},
  };
}

/** The pages of the small built site the MCP tests serve: Markdown, search records, sidebars. */
export const FIXTURE_PAGES = {
  '/guides/automate/schedules': '# Schedules\n\nA schedule launches a run at fixed times.\n\n```python\nimport dagster as dg\n```\n',
  '/guides/build/partitions': '# Partitions\n\nPartitions split an asset into slices such as days.\n',
  '/': '# Dagster Docs\n\nWelcome.\n',
} as const;

/** Writes a minimal build folder (what `npm run build` leaves that the server reads) and returns its path. */
export function writeMcpFixtureBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-build-'));
  for (const [route, markdown] of Object.entries(FIXTURE_PAGES)) {
    const file = path.join(dir, route === '/' ? 'index.md' : `${route}.md`);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, markdown);
  }
  const records = [
    record(0, '/guides/automate/schedules', 'lvl1', 'Docs', 'Schedules', null, null),
    record(1, '/guides/automate/schedules#cron', 'lvl2', 'Docs', 'Schedules', 'Cron syntax', null),
    record(2, '/guides/automate/schedules#cron', 'content', 'Docs', 'Schedules', 'Cron syntax', 'A cron string such as 0 7 * * 1-5 runs a schedule on weekday mornings.'),
    record(3, '/guides/build/partitions', 'lvl1', 'Docs', 'Partitions', null, null),
    record(4, '/guides/build/partitions', 'content', 'Docs', 'Partitions', null, 'Partitions split an asset into slices such as days; a schedule can launch one slice.'),
    record(5, '/', 'lvl1', 'Docs', 'Dagster Docs', null, null),
  ];
  writeShardedIndex(dir, records, 'fixture', 'assets/search/fixture/');
  fs.writeFileSync(
    path.join(dir, 'sitemap.xml'),
    `<?xml version="1.0"?><urlset>${Object.keys(FIXTURE_PAGES).map((route) => `<url><loc>${ORIGIN}${route}</loc></url>`).join('')}</urlset>`,
  );
  const tree: SidebarTreeFile = {
    version: 1,
    sidebars: [
      {
        key: 'docs',
        label: 'Docs',
        items: [
          {label: 'Automate', items: [{label: 'Schedules', url: '/guides/automate/schedules'}]},
          {label: 'Partitions', url: '/guides/build/partitions'},
        ],
      },
    ],
  };
  fs.writeFileSync(path.join(dir, SIDEBAR_TREE_FILE), JSON.stringify(tree));
  return dir;
}
