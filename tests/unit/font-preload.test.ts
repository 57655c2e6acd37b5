import {describe, expect, test} from 'vitest';
import {preloadTags, withPreloads} from '../../src/plugins/font-preload/preload';

const CSS = `@font-face{src:url(/assets/fonts/inter-latin-wght-normal-4f29.woff2)}@font-face{src:url(/assets/fonts/inter-greek-wght-normal-4f90.woff2)}
@font-face{src:url(/assets/fonts/jetbrains-mono-latin-wght-normal-6724.woff2)}@font-face{src:url(/assets/fonts/inter-latin-wght-normal-4f29.woff2)}`;

describe('font preloads', () => {
  const tags = preloadTags(CSS);

  test('one preload per Latin font file, other subsets left to unicode-range', () => {
    expect(tags).toBe(
      '<link rel="preload" href="/assets/fonts/inter-latin-wght-normal-4f29.woff2" as="font" type="font/woff2" crossorigin>' +
        '<link rel="preload" href="/assets/fonts/jetbrains-mono-latin-wght-normal-6724.woff2" as="font" type="font/woff2" crossorigin>',
    );
  });

  test('go at the top of a page head, once', () => {
    const page = '<!doctype html><html lang="en"><head><meta charset="UTF-8"><link rel="stylesheet" href="/assets/css/styles.1.css"></head><body></body></html>';
    const once = withPreloads(page, tags);
    expect(once.startsWith(`<!doctype html><html lang="en"><head>${tags}<meta charset`)).toBe(true);
    expect(withPreloads(once, tags)).toBe(once);
  });

  test('files without the site stylesheet are left alone', () => {
    const redirect = '<!doctype html><html><head><meta http-equiv="refresh" content="0; url=/x"></head></html>';
    expect(withPreloads(redirect, tags)).toBe(redirect);
    expect(preloadTags('body{}')).toBe('');
  });
});
