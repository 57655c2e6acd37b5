import vm from 'node:vm';
import {describe, expect, test} from 'vitest';
import {announcementFromEnv} from '../../src/config/announcement';
import {searchTermsFromPath} from '../../src/theme/NotFound/Content/search-terms';
import {contentSecurityPolicy} from '../../scripts/lib/csp';
import {isChunkLoadError} from '../../src/plugins/chunk-error/is-chunk-error';
import {colorModeGuardScript} from '../../src/plugins/inline-guards/color-mode-script';
import {announcementGuardScript} from '../../src/plugins/inline-guards/announcement-script';
import {baseUrlIssueScript} from '../../src/components/BaseUrlIssueBanner/script';

describe('announcementFromEnv', () => {
  test('off unless both id and text are set', () => {
    expect(announcementFromEnv({})).toBeUndefined();
    expect(announcementFromEnv({DOCS_ANNOUNCEMENT_ID: 'x'})).toBeUndefined();
    expect(announcementFromEnv({DOCS_ANNOUNCEMENT: 'hello', DOCS_ANNOUNCEMENT_ID: '  '})).toBeUndefined();
  });

  test('closeable, with the text escaped (it is rendered as HTML)', () => {
    expect(announcementFromEnv({DOCS_ANNOUNCEMENT_ID: 'v1', DOCS_ANNOUNCEMENT: 'New <b>release</b> & "more"'})).toEqual({
      id: 'v1',
      content: 'New &lt;b&gt;release&lt;/b&gt; &amp; &quot;more&quot;',
      isCloseable: true,
    });
  });
});

describe('searchTermsFromPath', () => {
  test.each([
    ['/guides/build/Asset-Checks.html', 'asset checks'],
    ['/a/b/define_asset_job/', 'define asset job'],
    ['/x/index.html', 'x'],
    ['/%C3%A9t%C3%A9-guide', 'été guide'],
    ['/%E0%A4%A', 'e0 a4 a'],
    ['/', ''],
  ])('%s → %j', (input, expected) => {
    expect(searchTermsFromPath(input)).toBe(expected);
  });

  test('never longer than the search box accepts', () => {
    expect(searchTermsFromPath('/' + 'word-'.repeat(100)).length).toBeLessThanOrEqual(64);
  });
});

describe('contentSecurityPolicy', () => {
  test('allows only the given inline scripts and forbids framing', () => {
    const csp = contentSecurityPolicy(["'sha256-abc='"]);
    expect(csp).toContain("script-src 'self' 'sha256-abc='");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("connect-src 'self';");
  });

  test('lets the browser reach the configured search hosts and no others', () => {
    expect(contentSecurityPolicy([], ['https://*.algolia.net'])).toContain("connect-src 'self' https://*.algolia.net;");
  });
});

describe('isChunkLoadError', () => {
  test('recognises chunk failures only', () => {
    const chunk = new Error('Loading chunk 5630 failed.\n(error: http://x/5630.js)');
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), {name: 'ChunkLoadError'}))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed'))).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});

/** Runs an inline script against a minimal stand-in for the browser globals it reads. */
function runGuard(initial: string | null, prefersDark: boolean | 'throws', defaultMode: 'light' | 'dark' = 'light'): string | null {
  let theme = initial;
  const documentElement = {
    getAttribute: () => theme,
    setAttribute: (_: string, value: string) => {
      theme = value;
    },
  };
  const window = {
    matchMedia: (query: string) => {
      if (prefersDark === 'throws') throw new Error('no matchMedia');
      return {matches: query.includes('dark') ? prefersDark : !prefersDark};
    },
  };
  vm.runInNewContext(colorModeGuardScript(defaultMode), {document: {documentElement}, window});
  return theme;
}

describe('colour-mode guard script', () => {
  test('keeps a valid mode', () => {
    expect(runGuard('dark', false)).toBe('dark');
    expect(runGuard('light', true)).toBe('light');
  });

  test('replaces garbage with the system preference, else the default', () => {
    expect(runGuard('garbage', true)).toBe('dark');
    expect(runGuard('undefined', false)).toBe('light');
    expect(runGuard(null, 'throws', 'dark')).toBe('dark');
  });
});

describe('base URL issue script', () => {
  test('embeds the configured base URL as a JSON string that cannot close the script', () => {
    const script = baseUrlIssueScript('/</script><script>alert(1)</script>/');
    expect(script).not.toContain('</script>');
    expect(script).not.toContain('innerHTML');
    expect(script).toContain('textContent');
  });
});

describe('announcement guard script', () => {
  function run(storedId: string | null, throws = false): string | null {
    let attribute: string | null = 'true';
    const documentElement = {setAttribute: (_: string, value: string) => (attribute = value)};
    const localStorage = {
      getItem: () => {
        if (throws) throw new Error('blocked');
        return storedId;
      },
    };
    vm.runInNewContext(announcementGuardScript('release-2'), {document: {documentElement}, localStorage});
    return attribute;
  }

  test('un-hides the bar when the stored dismissal was for another announcement', () => {
    expect(run('release-1')).toBe('false');
    expect(run(null)).toBe('false');
  });

  test('keeps a dismissal of the current announcement, and survives blocked storage', () => {
    expect(run('release-2')).toBe('true');
    expect(run('release-1', true)).toBe('true');
  });
});
