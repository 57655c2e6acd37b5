import vm from 'node:vm';
import {describe, expect, test} from 'vitest';
import {CODE_FONT_ATTRIBUTE, CODE_FONT_FAMILY, CODE_FONT_STORAGE_KEY, codeFontScript} from '../../src/plugins/font-preload/code-font-script';

/** Runs the inline script against a stand-in browser and returns what it did. */
function runScript(options: {stored?: string | null; storageThrows?: boolean; saveData?: boolean; facesLoaded?: number; loadFails?: boolean}) {
  const attributes = new Map<string, string>();
  const storage = new Map<string, string>();
  if (options.stored) storage.set(CODE_FONT_STORAGE_KEY, options.stored);
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
  vm.runInNewContext(codeFontScript(), context);
  const runTimers = async () => {
    while (timers.length > 0) timers.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return {attributes, storage, listeners, requestedFonts, runTimers};
}

describe('the code font waits for a second page', () => {
  test('a browser that has fetched the code font uses it before the first paint, and fetches nothing more', () => {
    const run = runScript({stored: '1'});
    expect(run.attributes.get(CODE_FONT_ATTRIBUTE)).toBe('');
    expect(run.listeners.size).toBe(0);
  });

  test('a first visit keeps the system font, fetches the code font after load when idle, and remembers it', async () => {
    const run = runScript({});
    expect(run.attributes.has(CODE_FONT_ATTRIBUTE)).toBe(false);
    expect(run.requestedFonts).toEqual([]);
    run.listeners.get('load')!();
    await run.runTimers();
    expect(run.requestedFonts).toEqual([`1em '${CODE_FONT_FAMILY}'`]);
    expect(run.storage.get(CODE_FONT_STORAGE_KEY)).toBe('1');
    // This page is never switched to the code font once painted.
    expect(run.attributes.has(CODE_FONT_ATTRIBUTE)).toBe(false);
  });

  test('nothing is remembered when the font did not load', async () => {
    for (const options of [{facesLoaded: 0}, {loadFails: true}]) {
      const run = runScript(options);
      run.listeners.get('load')!();
      await run.runTimers();
      expect(run.requestedFonts.length).toBe(1);
      expect(run.storage.has(CODE_FONT_STORAGE_KEY)).toBe(false);
    }
  });

  test('data saver or blocked storage: the system font, and no download', () => {
    for (const options of [{saveData: true}, {storageThrows: true}]) {
      const run = runScript(options);
      expect(run.listeners.size).toBe(0);
      expect(run.attributes.size).toBe(0);
    }
  });
});
