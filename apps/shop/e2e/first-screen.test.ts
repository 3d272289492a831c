import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, holdRequests, MOBILE, resetDatabase, useBrowser } from './support/browser';

/** Where a shopper sees it without scrolling: its whole box between the window's top and bottom. */
async function onFirstScreen(page: Page, target: Locator): Promise<boolean> {
  await target.waitFor();
  const box = await target.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

const wines = (page: Page) => page.getByRole('list', { name: 'Wines' }).getByRole('listitem');

describe('the wine on the first screen', () => {
  const openPage = useBrowser();

  beforeAll(resetDatabase);

  it("shows a phone the wine's name, price, stock and ADD TO CART before any scrolling", async () => {
    const page = await openPage({ viewport: MOBILE });
    await page.goto('/product/1');
    const details = page.getByRole('main');
    for (const shown of [
      details.getByRole('heading', { level: 1, name: 'Estancia Piedra Alta Tannat Reserva' }),
      details.getByText(/^[\d,]+ UYU$/).first(),
      details.getByText('Stock :'),
      details.getByRole('button', { name: 'ADD TO CART' }),
    ]) {
      expect(await onFirstScreen(page, shown), (await shown.textContent()) ?? undefined).toBe(true);
    }
  });

  it("gives a phone's catalogue the whole width: the cards reach the right edge", async () => {
    const page = await openPage({ viewport: MOBILE });
    await page.goto('/our-wines');
    const second = await wines(page).nth(1).boundingBox();
    expect(second!.x + second!.width).toBeGreaterThanOrEqual(MOBILE.width - 24);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  });

  it('shows a desktop the first row of wines, pictures and names, without scrolling', async () => {
    const page = await openPage({ viewport: DESKTOP });
    await page.goto('/our-wines');
    const first = await wines(page).first().boundingBox();
    const firstRow = [];
    for (const wine of await wines(page).all()) {
      const box = await wine.boundingBox();
      if (box?.y === first?.y) firstRow.push(wine);
    }
    expect(firstRow.length).toBeGreaterThanOrEqual(3);
    for (const wine of firstRow) {
      expect(await onFirstScreen(page, wine.locator('img')), (await wine.textContent()) ?? undefined).toBe(true);
      expect(await onFirstScreen(page, wine), (await wine.textContent()) ?? undefined).toBe(true);
      // Only a phone's first row is fetched with the page; the rest of this one comes once laid out, unscrolled.
      await expect.poll(() => wine.locator('img').evaluate((picture: HTMLImageElement) => picture.complete && picture.naturalWidth > 0)).toBe(true);
    }
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ])('says where the wines would be, on a %s, that a search found none', async (_, viewport) => {
    const page = await openPage({ viewport });
    await page.goto('/our-wines');
    await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill('zzyzx');
    await page.keyboard.press('Enter');
    const none = page.getByRole('heading', { name: 'No wines match “zzyzx”' });
    expect(await onFirstScreen(page, none)).toBe(true);
  });

  it('draws the search and filters where they will be while the catalogue is on its way, and moves nothing when it comes', async () => {
    const page = await openPage({ viewport: DESKTOP });
    await page.goto('/');
    const release = await holdRequests(page, /\/api\/products(\?|$)/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /our wines/i }).first().click();
    await page.getByRole('heading', { name: 'Uncorking the list…' }).waitFor();
    const search = page.getByRole('searchbox', { name: 'Search the catalogue' });
    const filters = page.getByRole('button', { name: 'Filters' });
    const whileLoading = [await search.boundingBox(), await filters.boundingBox()];
    expect(whileLoading).not.toContain(null);
    release();
    await wines(page).first().locator('img').waitFor();
    expect([await search.boundingBox(), await filters.boundingBox()]).toEqual(whileLoading);
  });
});

describe('the side buttons on a phone', () => {
  const openPage = useBrowser();

  it('moves the cart with its count into the header, and catalogue, about and ADMIN into its menu', async () => {
    const page = await openPage({ viewport: MOBILE });
    await page.goto('/product/1');
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    const header = page.getByRole('banner').first();
    await header.getByRole('button', { name: /^Open cart\s*1$/ }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Shortcuts' }).count()).toBe(0);

    await header.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('link', { name: 'OUR WINES' }).waitFor();
    await menu.getByRole('link', { name: 'ABOUT THIS PROJECT' }).waitFor();
    expect(await menu.getByRole('link', { name: /^ADMIN/ }).getAttribute('href')).toBe('/admin/');
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'detached' });

    await header.getByRole('button', { name: /^Open cart/ }).click();
    await page.getByRole('dialog', { name: 'Shopping Cart' }).waitFor();
  });

  it('keeps the arrow to the top in the header, from 100 px of scrolling', async () => {
    const page = await openPage({ viewport: MOBILE });
    await page.goto('/our-wines');
    const arrow = page.getByRole('banner').first().getByRole('button', { name: 'Scroll to top' });
    expect(await arrow.count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await arrow.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

describe('a wine that is not in the cellar', () => {
  const openPage = useBrowser();

  it('offers the catalogue instead of trying again', async () => {
    const page = await openPage();
    await page.goto('/product/9999');
    const seeWines = page.getByRole('main').getByRole('link', { name: 'See our wines' });
    expect(await seeWines.getAttribute('href')).toBe('/our-wines');
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
  });
});

describe('the skip link', () => {
  const openPage = useBrowser();

  it('is the first thing a keyboard reaches, and takes it to the page past the header', async () => {
    const page = await openPage();
    await page.goto('/our-wines');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    expect(await onFirstScreen(page, skip)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });
});
