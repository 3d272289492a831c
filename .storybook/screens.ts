import { expect, within } from 'storybook/test';

/**
 * What the apps' screen stories (the shop's and the back office's) share: whole screens rendered over a
 * mocked API (Mock Service Worker, .storybook/msw.ts), framed as the app frames them, at the viewports of preview.tsx.
 */

/** The screen fills the frame, without the story padding designers do not see in the app. */
export const SCREEN_PARAMETERS = { padded: false, layout: 'fullscreen' };

/** Overlays (modals, drawers, toasts, select lists) render in a portal outside the story root. */
export const page = () => within(document.body);

/**
 * The first find of a story waits for the lazy route and the mocked API's first answer; the first story of a
 * file also waits for the screen's code to be transformed, which takes seconds on a busy machine.
 */
export const LONG = { timeout: 10_000 };

export const PHONE = { viewport: { value: 'mobile360', isRotated: false } };

/** The phone the e2e journeys use (390 × 844). */
export const PHONE_390 = { viewport: { value: 'mobile390', isRotated: false } };

/** A tablet held upright: the narrowest screen the back office is made for. */
export const TABLET = { viewport: { value: 'tablet768', isRotated: false } };

/** A laptop's wide screen, where the back office's pages stop growing (1200 px) and their columns are widest. */
export const DESKTOP_1440 = { viewport: { value: 'desktop1440', isRotated: false } };

/** Nothing of the element's text is cut off with an ellipsis or hidden past its edge. */
export async function expectUncut(element: Element) {
  await expect(element.scrollWidth, `“${element.textContent}” is cut`).toBeLessThanOrEqual(element.clientWidth);
}

/** The element's text (an email, a short value) stands on one line: not broken in the middle of a word. */
export async function expectOneLine(element: Element) {
  const range = document.createRange();
  range.selectNodeContents(element);
  const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
  await expect(lines.size, `“${element.textContent}” spans ${lines.size} lines`).toBe(1);
}

/** The page scrolls only down: nothing on it is wider than the window. */
export async function expectNoSidewaysScroll() {
  const { scrollWidth, clientWidth } = document.documentElement;
  await expect(scrollWidth, `the page is ${scrollWidth} px wide in a ${clientWidth} px window`).toBeLessThanOrEqual(clientWidth);
}

/** A button disabled while its call runs keeps focus or loses it depending on timing; the capture must not. */
export function releaseFocus() {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}
