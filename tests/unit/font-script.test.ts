import vm from 'node:vm';
import {describe, expect, test} from 'vitest';
import {CODE_FONT, TEXT_FONT, fontScript} from '../../src/plugins/fonts/font-script';

/** Runs the inline script against a stand-in browser and returns what it did. */
function runScript(options: {stored?: string[]; storageThrows?: boolean; saveData?: boolean; facesLoaded?: number; loadFails?: boolean}) {
  const attributes = new Map<string, string>();
  const storage = new Map<string, string>();
  for (const key of options.stored ?? []) storage.set(key, '1');
  const listeners = new Map<string, () => void>();
  const timers: Array<() => void> = [];
  const requestedFonts: string[] = [];
  const localStorage = {
    getItem: (key: string) => {
      if (options.storageThrows) throw new Error('SecurityError');
      return storage.get(key) ?? null;
    },
    setItem: (key: string, value: string) => storage.set(key, value),
  };
  const window = {
    localStorage,
    addEventListener: (name: string, listener: () => void) => listeners.set(name, listener),
    requestIdleCallback: (callback: () => void) => timers.push(callback),
  };
  const document = {
    documentElement: {setAttribute: (name: string, value: string) => attributes.set(name, value)},
    fonts: {
      load: (font: string) => {
        requestedFonts.push(font);
        return options.loadFails ? Promise.reject(new Error('network')) : Promise.resolve(Array.from({length: options.facesLoaded ?? 1}));
      },
    },
  };
  const context = {window, document, navigator: {connection: options.saveData ? {saveData: true} : {effectiveType: '4g'}}, setTimeout: (callback: () => void) => timers.push(callback)};
  vm.runInNewContext(fontScript(), context);
  const runTimers = async () => {
    while (timers.length > 0) timers.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return {attributes, storage, listeners, requestedFonts, runTimers};
}

describe('the web fonts wait for a second page', () => {
  test('a browser that has fetched both fonts uses them before the first paint, and fetches nothing more', () => {
    const run = runScript({stored: [TEXT_FONT.storageKey, CODE_FONT.storageKey]});
    expect(run.attributes.get(TEXT_FONT.attribute)).toBe('');
    expect(run.attributes.get(CODE_FONT.attribute)).toBe('');
    expect(run.listeners.size).toBe(0);
  });

  test('a first visit keeps the fallbacks, fetches both fonts after load when idle, and remembers them', async () => {
    const run = runScript({});
    expect(run.attributes.size).toBe(0);
    expect(run.requestedFonts).toEqual([]);
    run.listeners.get('load')!();
    await run.runTimers();
    expect(run.requestedFonts).toEqual([`1em '${TEXT_FONT.family}'`, `1em '${CODE_FONT.family}'`]);
    expect(run.storage.get(TEXT_FONT.storageKey)).toBe('1');
    expect(run.storage.get(CODE_FONT.storageKey)).toBe('1');
    // This page is never switched to the web fonts once painted.
    expect(run.attributes.size).toBe(0);
  });

  test('one font cached: it is used at once, and only the other is fetched', async () => {
    const run = runScript({stored: [TEXT_FONT.storageKey]});
    expect([...run.attributes.keys()]).toEqual([TEXT_FONT.attribute]);
    run.listeners.get('load')!();
    await run.runTimers();
    expect(run.requestedFonts).toEqual([`1em '${CODE_FONT.family}'`]);
    expect(run.attributes.has(CODE_FONT.attribute)).toBe(false);
  });

  test('nothing is remembered when a font did not load', async () => {
    for (const options of [{facesLoaded: 0}, {loadFails: true}]) {
      const run = runScript(options);
      run.listeners.get('load')!();
      await run.runTimers();
      expect(run.requestedFonts.length).toBe(2);
      expect(run.storage.size).toBe(0);
    }
  });

  test('data saver or blocked storage: the fallbacks, and no download', () => {
    for (const options of [{saveData: true}, {storageThrows: true}]) {
      const run = runScript(options);
      expect(run.listeners.size).toBe(0);
      expect(run.attributes.size).toBe(0);
    }
  });
});
