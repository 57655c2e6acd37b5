import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {titleLogoFor} from '../../src/integrations/title-logo';
import {PROJECT} from './support/docs';

const file = (relative: string) => path.join(PROJECT, 'docs', relative);

describe('integration title logos in front matter', () => {
  test('a page of an integration with a simple-icons mark carries that mark', () => {
    const logo = titleLogoFor(PROJECT, file('integrations/libraries/snowflake/index.mdx'));
    expect(logo && 'logo' in logo && logo.logo.path).toMatch(/^M/);
  });

  test('every page in an integration folder shows that integration, and a brand without a mark gets its monogram', () => {
    expect(titleLogoFor(PROJECT, file('integrations/libraries/dbt/reference.mdx'))).toEqual(titleLogoFor(PROJECT, file('integrations/libraries/dbt/index.mdx')));
    expect(titleLogoFor(PROJECT, file('integrations/libraries/dbt/index.mdx'))).toEqual({monogram: 'dbt'});
  });

  test('pages outside the integration libraries carry none', () => {
    expect(titleLogoFor(PROJECT, file('guides/build/assets/defining-assets.mdx'))).toBeUndefined();
    expect(titleLogoFor(PROJECT, file('integrations/index.mdx'))).toBeUndefined();
  });
});
