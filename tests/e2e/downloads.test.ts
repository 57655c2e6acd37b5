import fs from 'node:fs';
import path from 'node:path';
import {unzipSync} from 'fflate';
import {describe, expect, test} from 'vitest';
import {formatSize} from '../../src/components/DownloadProject/size';
import {buildDir, gotoHydrated, origin} from './support/browser';
import {browserFixture} from './support/fixture';

/** Pages that offer a project, and the zip each one links. */
const PAGES = [
  {page: '/etl-pipeline-tutorial/', zip: 'etl-tutorial'},
  {page: '/etl-pipeline-tutorial/refactor-your-project', zip: 'etl-tutorial'},
  {page: '/examples/bluesky/', zip: 'example-bluesky'},
  {page: '/examples/llm-fine-tuning/', zip: 'example-llm-fine-tuning'},
  {page: '/examples/modal/', zip: 'example-modal'},
  {page: '/examples/prompt-engineering/', zip: 'example-prompt-engineering'},
  {page: '/examples/rag/', zip: 'example-rag'},
] as const;

const {open} = browserFixture();

describe('project downloads', () => {
  test('each page links its zip with the download attribute and the size of the built file', async () => {
    const {page, problems} = await open(PAGES[0].page);
    for (const {page: url, zip} of PAGES) {
      await gotoHydrated(page, url);
      const link = page.locator(`a[href="/downloads/${zip}.zip"]`);
      await expect.poll(() => link.count(), {message: url}).toBe(1);
      expect(await link.getAttribute('download')).toBe(`${zip}.zip`);
      const bytes = fs.statSync(path.join(buildDir(), 'downloads', `${zip}.zip`)).size;
      expect(await link.textContent()).toBe(`Download the project (${formatSize(bytes)} zip)`);
    }
    expect(problems.messages).toEqual([]);
  });

  test('nginx serves every zip as application/zip, and it unpacks into the project', async () => {
    for (const zip of new Set(PAGES.map(({zip}) => zip))) {
      const response = await fetch(`${origin()}/downloads/${zip}.zip`);
      expect(response.status, zip).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/zip');
      const body = new Uint8Array(await response.arrayBuffer());
      expect(body.length).toBeGreaterThan(1000);
      const names = Object.keys(unzipSync(body));
      expect(names.some((name) => name.endsWith('/pyproject.toml')), zip).toBe(true);
      expect(names.some((name) => name.endsWith('/definitions.py')), zip).toBe(true);
    }
  });

  test('the Markdown version of a landing page carries the same link', async () => {
    const response = await fetch(`${origin()}/examples/rag.md`);
    expect(response.status).toBe(200);
    // Links in the Markdown are absolute (an assistant reads the file away from the site).
    expect(await response.text()).toMatch(/\[Download the project \(\d+ KB zip\)\]\(https:\/\/[^/)]+\/downloads\/example-rag\.zip\)/);
  });
});
