import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {afterEach, describe, expect, test} from 'vitest';
import config from '../../docusaurus.config';
import {afterEveryPostBuild, type PostBuildPlugin} from '../../src/plugins/precompress/after-every-post-build';
import {MIN_BYTES, precompressDirectory} from '../../src/plugins/precompress/compress';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The two ways a Docusaurus core may run postBuild hooks: 3.7 does the first.
const inParallel = (plugins: PostBuildPlugin[]) =>
  Promise.all(plugins.map(async (plugin) => plugin.postBuild && (await (plugin.postBuild as () => unknown)())));
const oneAfterAnother = async (plugins: PostBuildPlugin[]) => {
  for (const plugin of plugins) if (plugin.postBuild) await (plugin.postBuild as () => unknown)();
};

/** The precompress plugin first, then plugins that write files after a delay (like the sitemap and search index). */
function site(events: string[]) {
  const writer = (name: string, delay: number): PostBuildPlugin => ({
    name,
    async postBuild() {
      await sleep(delay);
      events.push(`${name} wrote`);
    },
  });
  const plugins: PostBuildPlugin[] = [];
  plugins.push(
    {
      name: 'precompress',
      postBuild: () =>
        afterEveryPostBuild(plugins, 'precompress', async () => {
          events.push('compress started');
          await sleep(5);
          events.push('compress done');
        }),
    },
    writer('sitemap', 30),
    {name: 'no-hook'},
    writer('search-index', 60),
    writer('llms-txt', 10),
  );
  return plugins;
}

describe('precompression runs after every other postBuild', () => {
  for (const [label, run] of [
    ['hooks in parallel (Docusaurus 3.7)', inParallel],
    ['hooks one after another', oneAfterAnother],
  ] as const) {
    test(label, async () => {
      const events: string[] = [];
      await run(site(events));
      expect(events.slice(-2)).toEqual(['compress started', 'compress done']);
      expect(events.filter((event) => event.endsWith('wrote')).sort()).toEqual(['llms-txt wrote', 'search-index wrote', 'sitemap wrote']);
    });
  }

  test('without other hooks it compresses at once', async () => {
    let ran = 0;
    await afterEveryPostBuild([{name: 'precompress', postBuild: () => undefined}], 'precompress', async () => void (ran += 1));
    expect(ran).toBe(1);
  });

  test('refuses to run when another plugin with a postBuild comes first', () => {
    const plugins: PostBuildPlugin[] = [
      {name: 'sitemap', postBuild: () => undefined},
      {name: 'precompress', postBuild: () => undefined},
    ];
    expect(() => afterEveryPostBuild(plugins, 'precompress', async () => undefined)).toThrow(/must be the first plugin/);
  });

  test('the site config lists the precompress preset before every other preset', () => {
    expect(config.presets?.[0]).toBe(path.join(__dirname, '..', '..', 'src', 'plugins', 'precompress', 'preset.ts'));
  });
});

describe('precompressDirectory', () => {
  let dir = '';
  afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

  test('writes .gz and .br that decode to the file, for text files of at least 1 KB only', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    const page = '<!doctype html><p>Assets are the building blocks of a Dagster project.</p>\n'.repeat(40);
    fs.mkdirSync(path.join(dir, 'guides', 'assets'), {recursive: true});
    fs.writeFileSync(path.join(dir, 'guides', 'assets', 'index.html'), page);
    fs.writeFileSync(path.join(dir, 'search-index.json'), JSON.stringify({records: Array(200).fill({title: 'AssetSpec'})}));
    fs.writeFileSync(path.join(dir, 'small.css'), 'a{color:red}');
    fs.writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(4096, 1));

    const stats = await precompressDirectory(dir);

    for (const file of ['guides/assets/index.html', 'search-index.json']) {
      const raw = fs.readFileSync(path.join(dir, file));
      expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, `${file}.gz`))).equals(raw), file).toBe(true);
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, `${file}.br`))).equals(raw), file).toBe(true);
    }
    expect(fs.existsSync(path.join(dir, 'small.css.gz'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'logo.png.gz'))).toBe(false);
    expect(stats.files).toBe(2);
    expect(stats.gzipBytes).toBeLessThan(stats.rawBytes / 4);
  });

  test('a file that does not shrink gets no variant, and a stale one is removed', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    const noise = path.join(dir, 'noise.js');
    fs.writeFileSync(noise, crypto.randomBytes(MIN_BYTES * 4));
    fs.writeFileSync(`${noise}.gz`, 'left by an earlier build');
    await precompressDirectory(dir);
    expect(fs.existsSync(`${noise}.gz`)).toBe(false);
    expect(fs.existsSync(`${noise}.br`)).toBe(false);
  });
});
