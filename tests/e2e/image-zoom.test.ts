import {describe, expect, test} from 'vitest';
import {loadedScriptContains} from './support/browser';
import {browserFixture} from './support/fixture';

const {open} = browserFixture();
const PAGE_WITH_IMAGE = '/about/contributing';

describe('image zoom on doc images', () => {
  test('doc images are marked zoomable and reachable by keyboard; the library is not loaded yet', async () => {
    const {page} = await open(PAGE_WITH_IMAGE);
    const image = page.locator('.markdown img').first();
    expect(await image.getAttribute('data-zoomable')).toBe('');
    expect(await image.getAttribute('tabindex')).toBe('0');
    expect(await loadedScriptContains(page, 'medium-zoom-overlay')).toBe(false);
  });

  test('a click opens the image enlarged, Escape closes it', async () => {
    const {page, problems} = await open(PAGE_WITH_IMAGE);
    const image = page.locator('.markdown img').first();
    await image.scrollIntoViewIfNeeded();
    // medium-zoom ignores Escape until its opening animation has finished.
    await image.evaluate((element) => element.addEventListener('medium-zoom:opened', () => element.setAttribute('data-test-opened', ''), {once: true}));
    await image.click();
    await page.locator('.medium-zoom-image--opened').waitFor();
    expect(await loadedScriptContains(page, 'medium-zoom-overlay')).toBe(true);
    await page.locator('.markdown img[data-test-opened]').waitFor({state: 'attached'});
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.body.classList.contains('medium-zoom--opened'))).toBe(false);
    expect(problems.messages).toEqual([]);
  });

  test('Enter on the focused image opens it too', async () => {
    const {page} = await open(PAGE_WITH_IMAGE);
    await page.locator('.markdown img').first().focus();
    await page.keyboard.press('Enter');
    await page.locator('.medium-zoom-image--opened').waitFor();
  });
});
