import {describe, expect, test} from 'vitest';
import {SCRIPTS_SETTLED_EVENT, SSR_TEMPLATE, scriptLoader} from '../../src/config/ssr-template';

interface FakeScript {
  src: string;
  async: boolean;
  onload?: () => void;
  onerror?: () => void;
}

/** Runs the loader against a fake document; paint observers and timers run only when the test says. */
function runLoader(options: {hidden?: boolean; paintTiming?: boolean}) {
  const appended: FakeScript[] = [];
  const events: string[] = [];
  const timers: {callback: () => void; delay: number}[] = [];
  let paintObserver: ((list: {getEntriesByName: (name: string) => unknown[]}, observer: {disconnect: () => void}) => void) | undefined;
  const document = {
    hidden: options.hidden ?? false,
    createElement: () => ({src: '', async: true}) as FakeScript,
    body: {appendChild: (script: FakeScript) => appended.push(script)},
    dispatchEvent: (event: {type: string}) => events.push(event.type),
  };
  class FakeObserver {
    static supportedEntryTypes = options.paintTiming === false ? [] : ['paint', 'largest-contentful-paint'];
    constructor(callback: typeof paintObserver) {
      paintObserver = callback;
    }
    observe() {}
  }
  const window = {PerformanceObserver: FakeObserver, requestAnimationFrame: (callback: () => void) => timers.push({callback, delay: 0})};
  const globals = {
    setTimeout: (callback: () => void, delay = 0) => timers.push({callback, delay}),
    PerformanceObserver: FakeObserver,
    requestAnimationFrame: window.requestAnimationFrame,
    CustomEvent: class {
      constructor(public type: string) {}
    },
  };
  const code = scriptLoader(JSON.stringify(['/assets/js/runtime~main.1.js', '/assets/js/main.2.js'])).replace('(document,window,', '(fakeDocument,fakeWindow,');
  new Function('fakeDocument', 'fakeWindow', ...Object.keys(globals), code)(document, window, ...Object.values(globals));
  return {
    appended,
    events,
    /** Runs the frames and timers due by then (the 1 s safety timer only when `upTo` reaches it). */
    runTimers: (upTo = 0) => {
      const due = timers.filter((timer) => timer.delay <= upTo);
      timers.splice(0, timers.length, ...timers.filter((timer) => timer.delay > upTo));
      due.forEach((timer) => timer.callback());
    },
    paint: (entries: string[]) => paintObserver?.({getEntriesByName: (name) => entries.filter((entry) => entry === name)}, {disconnect: () => undefined}),
  };
}

describe('scriptLoader', () => {
  test('waits for the first contentful paint, then adds the scripts in order, not async', () => {
    const run = runLoader({});
    run.paint(['first-paint']);
    expect(run.appended).toEqual([]);
    run.paint(['first-contentful-paint']);
    expect(run.appended).toEqual([]);
    run.runTimers();
    expect(run.appended.map((script) => [script.src, script.async])).toEqual([
      ['/assets/js/runtime~main.1.js', false],
      ['/assets/js/main.2.js', false],
    ]);
    run.runTimers(1000);
    expect(run.appended, 'the safety timer adds nothing twice').toHaveLength(2);
  });

  test('in a hidden tab the scripts start at once', () => {
    expect(runLoader({hidden: true}).appended).toHaveLength(2);
  });

  test('without paint timing, two animation frames and then a task start them', () => {
    const run = runLoader({paintTiming: false});
    run.runTimers();
    run.runTimers();
    expect(run.appended).toEqual([]);
    run.runTimers();
    expect(run.appended).toHaveLength(2);
  });

  test('if no paint is reported, the safety timer starts them after a second', () => {
    const run = runLoader({});
    run.runTimers();
    expect(run.appended).toEqual([]);
    run.runTimers(1000);
    expect(run.appended).toHaveLength(2);
  });

  test('the settled event fires once every script has loaded or failed', () => {
    const run = runLoader({hidden: true});
    run.appended[0]!.onload!();
    expect(run.events).toEqual([]);
    run.appended[1]!.onerror!();
    expect(run.events).toEqual([SCRIPTS_SETTLED_EVENT]);
  });
});

describe('SSR_TEMPLATE', () => {
  test('preloads entry scripts at low priority and starts them from the loader, never with <script defer>', () => {
    expect(SSR_TEMPLATE).toContain('<link rel="preload" as="script" fetchpriority="low"');
    expect(SSR_TEMPLATE).not.toContain('defer');
    expect(SSR_TEMPLATE).toContain('JSON.stringify(it.scripts.map((script) => it.baseUrl + script))');
  });
});
