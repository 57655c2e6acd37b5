// The site's own configuration plus docusaurus-lunr-search, built only by
// `npm run bench:search` to compare its index with ours on the same pages.
import type {Config} from '@docusaurus/types';
import config from '../../docusaurus.config';

const withLunr: Config = {...config, plugins: [...(config.plugins ?? []), 'docusaurus-lunr-search']};

export default withLunr;
