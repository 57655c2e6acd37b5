import {describe, expect, test} from 'vitest';
import {preloadTags, withPreloads} from '../../src/plugins/font-preload/preload';

const CSS = `@font-face{src:url(/assets/fonts/inter-latin-wght-normal-4f29.woff2)}@font-face{src:url(/assets/fonts/inter-greek-wght-normal-4f90.woff2)}
@font-face{src:url(/assets/fonts/jetbrains-mono-latin-wght-normal-6724.woff2)}@font-face{src:url(/assets/fonts/inter-latin-wght-normal-4f29.woff2)}`;

describe('font preloads', () => {
  const tags = preloadTags(CSS);

  test('one preload, for the Latin file of the text font; other subsets and the code font are left alone', () => {
    expect(tags).toBe('<link rel="preload" href="/assets/fonts/inter-latin-wght-normal-4f29.woff2" as="font" type="font/woff2" crossorigin>');
  });

  test('go right after the charset, once, even where the minifier left <head> implicit', () => {
    // A <header> in the body must not be taken for the head.
    const page = '<!doctype html><html lang=en><meta charset=UTF-8><link rel=stylesheet href=/assets/css/styles.1.css><body><header>Title</header></body></html>';
    const once = withPreloads(page, tags);
    expect(once).toBe(`<!doctype html><html lang=en><meta charset=UTF-8>${tags}<link rel=stylesheet href=/assets/css/styles.1.css><body><header>Title</header></body></html>`);
    expect(withPreloads(once, tags)).toBe(once);
    const quoted = '<html><head><meta charset="utf-8"><link rel="stylesheet" href="/assets/css/a.css"></head></html>';
    expect(withPreloads(quoted, tags)).toBe(`<html><head><meta charset="utf-8">${tags}<link rel="stylesheet" href="/assets/css/a.css"></head></html>`);
  });

  test('files without the site stylesheet are left alone', () => {
    const redirect = '<!doctype html><html><head><meta http-equiv="refresh" content="0; url=/x"></head></html>';
    expect(withPreloads(redirect, tags)).toBe(redirect);
    expect(preloadTags('body{}')).toBe('');
  });
});
