import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {pageCategoriesFor} from '../../src/integrations/page-categories';
import {PROJECT} from './support/docs';

const file = (relative: string) => path.join(PROJECT, 'docs', relative);

describe('integration page categories in front matter', () => {
  test('a page carries its categories, named and with their icons', () => {
    const categories = pageCategoriesFor(PROJECT, file('integrations/libraries/snowflake/index.mdx'))!;
    expect(categories.map((category) => category.label)).toEqual(['Storage']);
    expect(categories[0]!.icon[0]![0]).toMatch(/^(path|ellipse|rect|circle|line)$/);
  });

  test('every page in an integration folder shows that integration, with all its categories', () => {
    const core = pageCategoriesFor(PROJECT, file('integrations/libraries/aws/s3.mdx'));
    expect(core).toEqual(pageCategoriesFor(PROJECT, file('integrations/libraries/aws/index.mdx')));
    expect(core!.map((category) => category.key)).toEqual(['compute', 'monitoring', 'storage']);
  });

  test('pages outside the integration libraries carry none', () => {
    expect(pageCategoriesFor(PROJECT, file('guides/build/assets/defining-assets.mdx'))).toBeUndefined();
    expect(pageCategoriesFor(PROJECT, file('integrations/index.mdx'))).toBeUndefined();
  });
});
