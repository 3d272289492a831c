import { wordsFor, type MessageKey, type MessageValues } from '@cellar/i18n';
import { expect, waitFor } from 'storybook/test';

import { SCREEN_PARAMETERS as SCREEN } from '../../../../.storybook/screens';
import { shopApi } from './api';

export { expectOneLine, expectUncut, LONG, page, PHONE, PHONE_390, TABLET } from '../../../../.storybook/screens';

/** A screen over the shop's API; a story replaces `api` for its variant (`unavailable`, `pending`, `noOrders`). */
export const SCREEN_PARAMETERS = { ...SCREEN, msw: { handlers: { api: shopApi } } };

/** A screen as a shopper on /es/ sees it: the toolbar's Language set to es-UY, whose words the preview loads first. */
export const IN_SPANISH = { globals: { locale: 'es-UY' } };

/** The Spanish catalogue's words, so that a play finds what a Spanish shopper reads without retyping it. */
export const spanish = (key: MessageKey, values?: MessageValues) => wordsFor('es-UY')(key, values);

const SIDE_BUTTONS = 'nav[aria-label="Shortcuts"]';

/**
 * The side buttons show from 768 px (a tablet held upright is the narrowest screen with them).
 * Scrolls `element` level with the side buttons and checks that a finger on its left end, its centre
 * or its right end finds the element rather than a side button; then scrolls back to the top.
 */
export async function expectClearOfSideButtons(element: Element) {
  const railBox = document.querySelector(`${SIDE_BUTTONS} ul`)!.getBoundingClientRect();
  await expect(railBox.height, 'the side buttons are on screen').toBeGreaterThan(0);
  const box = element.getBoundingClientRect();
  window.scrollBy({ top: box.top + box.height / 2 - (railBox.top + railBox.height / 2), behavior: 'instant' });
  // Past 100 px the arrow to the top joins the rail; the check is against the rail a shopper sees then.
  const arrowShown = () => Array.from(document.querySelectorAll(`${SIDE_BUTTONS} button`)).some((button) => button.textContent === 'Scroll to top');
  await waitFor(() => expect(arrowShown()).toBe(window.scrollY > 100));
  const name = element.textContent || (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null) || element.tagName;
  const { left, right, top, height } = element.getBoundingClientRect();
  for (const x of [left + 2, (left + right) / 2, right - 2]) {
    const found = document.elementFromPoint(x, top + height / 2);
    await expect(found?.closest(SIDE_BUTTONS) ?? null, `${name} at x=${Math.round(x)}`).toBeNull();
  }
  window.scrollTo({ top: 0, behavior: 'instant' });
}

/** On screen before any scrolling: the element's whole box within the window's first height of the page. */
export async function expectOnFirstScreen(element: Element) {
  const box = element.getBoundingClientRect();
  // In page coordinates: a story before this one may have left the window scrolled.
  const [top, bottom] = [box.top + window.scrollY, box.bottom + window.scrollY];
  await expect(top, `${element.textContent} starts above the window`).toBeGreaterThanOrEqual(0);
  await expect(bottom, `${element.textContent} ends below the first screen`).toBeLessThanOrEqual(window.innerHeight);
}
