import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {starlightPage, starlightPath} from '../../scripts/lib/starlight';

const ANCHOR = path.resolve(__dirname, '..', '..', 'scripts', 'bench', 'starlight');

describe('the Starlight anchor of npm run bench', () => {
  it('turns our Markdown export into a Starlight page: title and description in front matter, the body unchanged', () => {
    const exported = '# Alerts\n\nURL: https://docs.dagster.io/dagster-plus/features/alerts\n\n> Alert "policies" notify you.\n\nBody with `code`.\n\n## Next\n';
    expect(starlightPage(exported, 'alerts.md')).toBe('---\ntitle: "Alerts"\ndescription: "Alert \\"policies\\" notify you."\n---\n\nBody with `code`.\n\n## Next\n');
  });

  it('keeps a page without a description', () => {
    expect(starlightPage('# Assets\n\nURL: https://docs.dagster.io/api/python-api/assets\n\nText\n', 'assets.md')).toBe('---\ntitle: "Assets"\n---\n\nText\n');
  });

  it('stops, naming the file, when the export does not start as the Markdown export writes it', () => {
    expect(() => starlightPage('---\ntitle: Assets\n---\n\nText\n', 'build/api/python-api/assets.md')).toThrow(/build\/api\/python-api\/assets\.md does not start with "# Title"/);
    expect(() => starlightPage('# Assets\n\nText\n', 'x.md')).toThrow(/x\.md/);
  });

  it('serves each page at its path with a trailing slash, as Starlight writes folders', () => {
    expect(starlightPath('/guides/build/assets/defining-assets')).toBe('/guides/build/assets/defining-assets/');
  });

  it('pins its dependencies exactly, with a committed lockfile that matches them', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(ANCHOR, 'package.json'), 'utf8')) as {dependencies: Record<string, string>};
    const lock = JSON.parse(fs.readFileSync(path.join(ANCHOR, 'package-lock.json'), 'utf8')) as {packages: Record<string, {version?: string}>};
    expect(Object.keys(manifest.dependencies).sort()).toEqual(['@astrojs/starlight', 'astro']);
    for (const [name, version] of Object.entries(manifest.dependencies)) {
      expect(version).toMatch(/^\d+\.\d+\.\d+$/);
      expect(lock.packages[`node_modules/${name}`]?.version).toBe(version);
    }
  });
});
