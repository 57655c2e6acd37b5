import type {Page} from 'playwright-core';

/**
 * Waits for the CSS transitions under way to end. Links and the table of
 * contents fade their colour (Infima's --ifm-transition-fast), so right after
 * a theme switch a check of colours would read a colour between the modes.
 */
export async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
