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
  /** Network conditions for the page and every worker it has or will start. */
  setConditions(conditions: Record<string, unknown>): Promise<void>;
  cdp: CDPSession;
}

interface CdpMessage {
  method?: string;
  params?: {requestId?: string; request?: {url: string}; encodedDataLength?: number};
}

/**
 * Counts the page's requests and those of the workers it starts (the search
 * index is fetched by a worker, which is a target of its own: the page's
 * Network domain neither sees nor throttles it). Workers are attached paused,
 * given the current network conditions, then resumed.
 */
export async function meterPage(context: BrowserContext, page: Page): Promise<WireMeter> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  let counted = 0;
  const done: string[] = [];
  const waiters: Array<() => void> = [];
  let conditions: Record<string, unknown> | undefined;
  const workers = new Set<string>();
  let nextId = 0;
  const sendToWorker = (sessionId: string, method: string, params: Record<string, unknown> = {}) =>
    cdp.send('Target.sendMessageToTarget', {sessionId, message: JSON.stringify({id: (nextId += 1), method, params})});
  const onRequest = (key: string, url: string) => urls.set(key, url);
  const onFinished = (key: string, bytes: number) => {
    counted += bytes;
    done.push(urls.get(key) ?? '');
    waiters.splice(0).forEach((wake) => wake());
  };
  cdp.on('Network.requestWillBeSent', (event) => onRequest(event.requestId, event.request.url));
  cdp.on('Network.loadingFinished', (event) => onFinished(event.requestId, event.encodedDataLength));
  cdp.on('Target.attachedToTarget', (event) => {
    const {sessionId, targetInfo} = event;
    void (async () => {
      if (targetInfo.type === 'worker') {
        workers.add(sessionId);
        await sendToWorker(sessionId, 'Network.enable');
        if (conditions) await sendToWorker(sessionId, 'Network.emulateNetworkConditions', conditions);
      }
      await sendToWorker(sessionId, 'Runtime.runIfWaitingForDebugger');
    })().catch(() => undefined);
  });
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    const message = JSON.parse(event.message) as CdpMessage;
    const key = `${event.sessionId}:${message.params?.requestId ?? ''}`;
    if (message.method === 'Network.requestWillBeSent') onRequest(key, message.params!.request!.url);
    if (message.method === 'Network.loadingFinished') onFinished(key, message.params!.encodedDataLength ?? 0);
  });
  // Not flattened: playwright-core's session API has no way to address a child session directly.
  await cdp.send('Target.setAutoAttach', {autoAttach: true, waitForDebuggerOnStart: true, flatten: false});
  return {
    cdp,
    async setConditions(next) {
      conditions = next;
      await cdp.send('Network.emulateNetworkConditions', next as never);
      for (const sessionId of workers) await sendToWorker(sessionId, 'Network.emulateNetworkConditions', next);
    },
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
  await meter.setConditions({offline: false, latency: profile.latencyMs, downloadThroughput: throughput, uploadThroughput: throughput});
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
