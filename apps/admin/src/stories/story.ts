import { loadAdminLocale } from '@cellar/i18n/admin';
import { expect, within } from 'storybook/test';
import { http, type RequestHandler } from 'msw';
import { refusal } from '../../../../.storybook/msw';
import { expectNoSidewaysScroll, LONG, SCREEN_PARAMETERS as SCREEN, TABLET } from '../../../../.storybook/screens';
import { staffApi } from './api';

export { DESKTOP_1440, expectNoSidewaysScroll, LONG, page, PHONE_390, releaseFocus } from '../../../../.storybook/screens';

/** A screen over the staff API; a story replaces `api` for its variant (`unavailable`, `pending`, `noSales`). */
export const SCREEN_PARAMETERS = { ...SCREEN, msw: { handlers: { api: staffApi } } };

/**
 * A screen as staff who chose Español see it: the toolbar's Language set to es-UY, and the back
 * office's Spanish words (a chunk of their own) loaded before the story draws.
 */
export const IN_SPANISH = { globals: { locale: 'es-UY' }, loaders: [() => loadAdminLocale('es-UY')] };

/** What the back office's bar offers on every screen. */
const SECTIONS = ['Dashboard', 'Wines', 'Orders', 'Categories', 'Customers', 'Staff', 'Audit log', 'Mail', 'Reviews'];

/** The element a pointer finds at the middle of `element`: the element itself unless something covers it. */
async function expectOnTop(element: HTMLElement) {
  const { left, right, top, bottom } = element.getBoundingClientRect();
  await expect(left, `${element.textContent} starts inside the window`).toBeGreaterThanOrEqual(0);
  await expect(right, `${element.textContent} ends inside the window`).toBeLessThanOrEqual(window.innerWidth);
  const found = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
  await expect(found && element.contains(found), `${element.textContent} is not covered`).toBe(true);
}

/**
 * The screen fits a tablet held upright: the page scrolls only down, and every section, the way out
 * and the shop stay in the window where a finger can reach them.
 */
async function expectUsableOnATablet(canvasElement: HTMLElement) {
  await expectNoSidewaysScroll();
  const canvas = within(canvasElement);
  const nav = canvas.getByRole('navigation', { name: 'Sections' });
  const links = within(nav).getAllByRole('link');
  await expect(links.map((link) => link.textContent)).toEqual(SECTIONS);
  for (const control of [...links, canvas.getByRole('button', { name: 'SIGN OUT' }), canvas.getByRole('link', { name: 'Shop' })]) await expectOnTop(control);
}

type Canvas = ReturnType<typeof within>;

/**
 * A story of the screen on a tablet held upright: once `ready` has found what shows the screen has
 * loaded, the screen must fit (expectUsableOnATablet).
 */
export function onATablet(ready: (canvas: Canvas, canvasElement: HTMLElement) => Promise<unknown>) {
  return {
    globals: TABLET,
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await ready(within(canvasElement), canvasElement);
      await expectUsableOnATablet(canvasElement);
    },
  };
}

/** Every call answered with the API's 503, the database busy. */
const busy: RequestHandler[] = [http.all('/api/*', () => refusal(503, 'databaseBusy'))];

/** Every call failed: the screen says why, the server's refusal by its code, and offers to try again. */
export const LOAD_FAILED = {
  parameters: { msw: { handlers: { api: busy } } },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('The shop is busy for a moment. Please try again in a few seconds.');
    await expect(within(alert).getByRole('button', { name: 'TRY AGAIN' })).toBeVisible();
  },
};
