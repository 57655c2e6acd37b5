import type {LoadContext, Plugin} from '@docusaurus/types';
import {afterEveryPostBuild} from './after-every-post-build';
import {precompressDirectory} from './compress';

const NAME = 'precompress';

/**
 * Writes `.gz` and `.br` beside every text file of the build once all other
 * plugins have written theirs, for nginx's gzip_static and brotli_static.
 * Registered through ./preset.ts so that it is the first plugin (see
 * after-every-post-build.ts for why first means it runs last).
 */
export default function precompressPlugin(context: LoadContext): Plugin {
  return {
    name: NAME,
    postBuild({plugins}) {
      return afterEveryPostBuild(plugins, NAME, async () => {
        const started = Date.now();
        const stats = await precompressDirectory(context.outDir);
        const megabytes = (bytes: number) => (bytes / 1e6).toFixed(1);
        process.stdout.write(
          `[precompress] ${stats.files} files, ${megabytes(stats.rawBytes)} MB → gzip ${megabytes(stats.gzipBytes)} MB, ` +
            `brotli ${megabytes(stats.brotliBytes)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
        );
      });
    },
  };
}
