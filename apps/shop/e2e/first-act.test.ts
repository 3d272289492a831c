import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appHasRun, appTakesOver, FIRST_VISIT, RETURNING_VISITOR, resetDatabase, toast, useBrowser } from './support/browser';


/** The scripts a page has fetched so far, by file name. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.replace('/assets/', ''));
  });
  return scripts;
}

/** Holds the framework's chunk back until `release`, so a test can act while the page is still the server's HTML. */
async function holdFramework(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/framework-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe("the shop's code loads when the shopper acts", () => {
  const openPage = useBrowser();

  it('is not downloaded by a first visit to / until the visitor acts, while the server-drawn age gate asks at once', async () => {
    const page = await openPage({ stored: FIRST_VISIT, actOnLoad: false });
    const scripts = scriptsOf(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    // The boot script is in the page (build/inlineBoot.ts): nothing is fetched for it before the first paint.
    expect(scripts).toEqual([]);
    expect(await appHasRun(page)).toBe(false);
    expect(await page.getByRole('dialog', { name: 'Are you over 18?' }).isVisible()).toBe(true);

    await page.mouse.move(200, 200);
    await appTakesOver(page);
    expect(scripts.some((script) => script.startsWith('framework-'))).toBe(true);
  });

  it('never shows the server-drawn gate to a visitor who has answered it', async () => {
    const page = await openPage({ actOnLoad: false });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Uncork your senses through our wine collection' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await appHasRun(page)).toBe(false);
  });

  it("answers the gate's Yes tapped before the code ran, and its No is a plain link out", async () => {
    const page = await openPage({ stored: FIRST_VISIT, actOnLoad: false });
    const release = await holdFramework(page);
    await page.goto('/');
    const gate = page.getByRole('dialog', { name: 'Are you over 18?' });
    expect(await gate.getByRole('link', { name: 'No' }).getAttribute('href')).toMatch(/^https:\/\//);
    await gate.getByRole('button', { name: 'Yes' }).click();
    expect(await appHasRun(page)).toBe(false);

    release();
    await appTakesOver(page);
    await page.getByRole('dialog', { name: 'Are you over 18?' }).waitFor({ state: 'detached' });
    await page.getByRole('dialog', { name: 'Welcome to The Cellar' }).waitFor();
    const saved = await page.evaluate(() => JSON.parse(window.localStorage.getItem('root') ?? 'null') as { page: { ageVerification: boolean } });
    expect(saved.page.ageVerification).toBe(false);
  });

  it('adds the wine when ADD TO CART was tapped before the code ran, once', async () => {
    await resetDatabase();
    const page = await openPage({ stored: RETURNING_VISITOR, actOnLoad: false });
    const release = await holdFramework(page);
    await page.goto('/product/1');
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    expect(await appHasRun(page)).toBe(false);

    release();
    await appTakesOver(page);
    const added = toast(page, 'Shopping Cart');
    await added.waitFor();
    expect(await added.textContent()).toContain('Your product was successfully added to cart!');
    await page.getByRole('button', { name: /^Open cart\s*1$/ }).waitFor();
  });

  it('loads at once when the page must show what only the code knows (a cart from an earlier visit)', async () => {
    const page = await openPage({
      stored: { ...RETURNING_VISITOR, cart: [{ id: 1, name: 'Estancia Piedra Alta Tannat Reserva', img: 'wine-01.webp', unitPrice: 1290, qty: 2, stock: 10 }] },
      actOnLoad: false,
    });
    await page.goto('/our-wines');
    await appTakesOver(page);
    await page.getByRole('button', { name: /^Open cart\s*2$/ }).waitFor();
  });
});
