// Network profiles and per-run measurements through the Chrome DevTools
// Protocol: throttling, and the bytes that crossed the wire (encoded, as sent).
import type {BrowserContext, CDPSession, Page} from 'playwright-core';

export interface NetworkProfile {
  name: string;
  latencyMs: number;
  /** Bits per second in each direction; 0 = unthrottled. */
  bitsPerSecond: number;
}

export const PROFILES: NetworkProfile[] = [
  {name: 'loopback', latencyMs: 0, bitsPerSecond: 0},
  {name: 'Fast 4G (40 ms, 9 Mbps)', latencyMs: 40, bitsPerSecond: 9_000_000},
  {name: 'Slow 4G (150 ms, 1.6 Mbps)', latencyMs: 150, bitsPerSecond: 1_600_000},
];

export interface WireMeter {
  /** Starts counting from now (requests finished earlier are ignored). */
  reset(): void;
  /** Encoded bytes of the requests finished since reset. */
  bytes(): number;
  /** Resolves when a request whose URL contains `fragment` has finished (or after `timeoutMs`). */
  finished(fragment: string, timeoutMs: number): Promise<boolean>;
  cdp: CDPSession;
}

export async function meterPage(context: BrowserContext, page: Page): Promise<WireMeter> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  let counted = 0;
  const done: string[] = [];
  const waiters: Array<() => void> = [];
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  cdp.on('Network.loadingFinished', (event) => {
    counted += event.encodedDataLength;
    done.push(urls.get(event.requestId) ?? '');
    waiters.splice(0).forEach((wake) => wake());
  });
  return {
    cdp,
    reset() {
      counted = 0;
      done.length = 0;
    },
    bytes: () => counted,
    async finished(fragment, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (!done.some((url) => url.includes(fragment))) {
        const left = deadline - Date.now();
        if (left <= 0) return false;
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, left);
        });
      }
      return true;
    },
  };
}

export async function throttle(meter: WireMeter, profile: NetworkProfile): Promise<void> {
  const throughput = profile.bitsPerSecond === 0 ? -1 : profile.bitsPerSecond / 8;
  await meter.cdp.send('Network.emulateNetworkConditions', {offline: false, latency: profile.latencyMs, downloadThroughput: throughput, uploadThroughput: throughput});
}

/** Long tasks (≥ 50 ms) on the page's main thread, recorded from the moment the page starts. */
export const LONG_TASK_RECORDER = `
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]); })
      .observe({type: 'longtask', buffered: true});
  } catch {}
`;

export async function longTasksSince(page: Page, since: number): Promise<{total: number; max: number}> {
  const tasks = await page.evaluate(() => (window as unknown as {__longTasks: Array<[number, number]>}).__longTasks);
  const after = tasks.filter(([start]) => start >= since).map(([, duration]) => duration);
  return {total: after.reduce((sum, value) => sum + value, 0), max: after.reduce((max, value) => Math.max(max, value), 0)};
}
