import type {Page} from 'playwright-core';
import {COLOUR_RULES, axeViolations} from './axe';
import {settleTransitions} from './browser';

const HIDDEN_BEFORE = 'data-axe-hidden-before-switch';
const SHOWN_BY_SWITCH = 'data-axe-shown-by-switch';

/**
 * Switches the page to dark mode and runs axe on `scope` as far as the switch
 * can change its outcome, for a page whose scope axe has just checked whole in
 * light mode. A colour mode changes colours and what is shown (a themed image
 * swaps for its dark twin), never the markup, so in dark mode:
 * - the colour rules run on the whole scope;
 * - every rule runs on the elements the switch made visible.
 * The rules that read only markup (names, roles, alt text, headings) would
 * find the same as in light mode, and cost a third of a full run.
 */
export async function darkModeViolations(page: Page, scope: string, exclude: string[]): Promise<string[]> {
  await page.evaluate(
    ({scope, hidden}) => {
      for (const element of Array.from(document.querySelectorAll(`${scope}, ${scope} *`))) {
        if (!element.checkVisibility({visibilityProperty: true})) element.setAttribute(hidden, '');
      }
    },
    {scope, hidden: HIDDEN_BEFORE},
  );
  await page.emulateMedia({colorScheme: 'dark'});
  await page.locator('html[data-theme="dark"]').waitFor({state: 'attached'});
  await settleTransitions(page);
  const shown = await page.evaluate(
    ({hidden, shownBySwitch}) => {
      let count = 0;
      for (const element of Array.from(document.querySelectorAll(`[${hidden}]`))) {
        if (element.checkVisibility({visibilityProperty: true})) {
          element.setAttribute(shownBySwitch, '');
          count++;
        }
      }
      return count;
    },
    {hidden: HIDDEN_BEFORE, shownBySwitch: SHOWN_BY_SWITCH},
  );
  const colours = await axeViolations(page, {include: scope, exclude, onlyRules: COLOUR_RULES});
  const newlyShown = shown > 0 ? await axeViolations(page, {include: `${scope} [${SHOWN_BY_SWITCH}]`, exclude}) : [];
  return [...colours, ...newlyShown];
}
