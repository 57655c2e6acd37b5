import {crawlShard} from './support/crawl';

crawlShard(3);
