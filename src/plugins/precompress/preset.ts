import type {Preset} from '@docusaurus/types';
import precompressPlugin from './index';

/**
 * A preset only to put the precompress plugin first in Docusaurus's plugin
 * list: presets' plugins come before the site's own, in preset order.
 */
export default function precompressPreset(): Preset {
  return {plugins: [precompressPlugin]};
}
