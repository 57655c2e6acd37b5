import {BaseSequencer, type TestSpecification} from 'vitest/node';

/**
 * The crawl shards are the longest files by far; started first, the two
 * workers finish the crawl together and the short files fill in after it.
 * Vitest's own order (longest first) needs timings of an earlier run, which a
 * fresh clone does not have: then it runs files in name order.
 */
export default class CrawlFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isCrawl = (file: TestSpecification) => /crawl-shard-\d+\.test\.ts$/.test(file.moduleId);
    return [...sorted.filter(isCrawl), ...sorted.filter((file) => !isCrawl(file))];
  }
}
