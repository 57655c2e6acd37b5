/** The part of a loaded Docusaurus plugin this module touches. */
export interface PostBuildPlugin {
  name: string;
  postBuild?: (...args: never[]) => unknown;
}

/**
 * Runs `task` once every other plugin's postBuild has finished.
 *
 * Docusaurus 3.7 starts all postBuild hooks at once (`Promise.all` over the
 * plugins, in their order) and other plugins write files there: the sitemap,
 * the search index, text versions of pages. Compressing before they finish
 * would leave a stale or missing `.gz` beside a file, which nginx then serves.
 *
 * Called synchronously from the postBuild of the FIRST plugin that has one,
 * it wraps every later plugin's postBuild before Docusaurus invokes it; the
 * wrapper of whichever finishes last runs the task, so the build awaits it.
 * This holds whether the hooks run in parallel or one after another.
 * Returns the task's promise when no other plugin has a postBuild, else undefined.
 */
export function afterEveryPostBuild(plugins: readonly PostBuildPlugin[], self: string, task: () => Promise<void>): Promise<void> | undefined {
  const withPostBuild = plugins.filter((plugin) => plugin.postBuild);
  if (withPostBuild[0]?.name !== self) {
    throw new Error(
      `${self}: must be the first plugin with a postBuild hook to run after all others, but "${withPostBuild[0]?.name ?? 'none'}" comes first. ` +
        'List its preset before every other preset in docusaurus.config.ts.',
    );
  }
  const others = withPostBuild.slice(1);
  if (others.length === 0) return task();
  let pending = others.length;
  for (const plugin of others) {
    const original = plugin.postBuild as (...args: unknown[]) => unknown;
    plugin.postBuild = async function wrappedPostBuild(this: unknown, ...args: never[]) {
      await original.apply(this, args);
      pending -= 1;
      if (pending === 0) await task();
    };
  }
  return undefined;
}
