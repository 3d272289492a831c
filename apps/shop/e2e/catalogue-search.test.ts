import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { api, baseUrl, MOBILE, resetDatabase, useBrowser } from './support/browser';

const DESKTOP = { width: 1280, height: 900 };

interface Wine {
  name: string;
}

const grid = (page: Page) => page.getByRole('list', { name: 'Wines' }).getByRole('link');
/** A search's answer can take a moment on a busy machine: wait up to the page's own timeout. */
const SETTLED = { timeout: 10_000 };

/** The names the API lists for a catalogue query, in its order: what the page must show. */
async function expectedNames(query: string): Promise<string[]> {
  return (await api<Wine[]>(`/products?${query}&limit=100`)).map((wine) => wine.name);
}

async function searchFromNavbar(page: Page, text: string, phone: boolean) {
  const bar = page.getByRole('navigation', { name: 'Main' });
  if (phone) await bar.getByRole('button', { name: 'Search wines' }).click();
  const box = bar.getByRole('searchbox', { name: 'Search wines' });
  await box.fill(text);
  await box.press('Enter');
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const)('searching the catalogue on a %s', (device, viewport) => {
  const openPage = useBrowser();
  const phone = device === 'phone';

  it('searches from the navbar, filters, sorts, and gives an address that reloads and shares the same wines', async () => {
    await resetDatabase();
    const page = await openPage({ viewport });
    await page.goto('/about-this-project');
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) asked.push(pathname);
    });
    await searchFromNavbar(page, 'tanat', phone);
    await page.waitForURL(/\/our-wines\?q=tanat$/);
    // A typo is forgiven: the Tannats are found.
    await expect.poll(() => grid(page).allTextContents(), SETTLED).toEqual(await expectedNames('q=tanat'));
    // The wines and their facets, which name every category for the filter row: nothing else is asked for.
    expect(asked.filter((path) => path.startsWith('/api/products') || path === '/api/categories').sort()).toEqual(['/api/products', '/api/products/facets']);
    expect(await grid(page).allTextContents()).toContain('Estancia Piedra Alta Tannat Reserva');
    await page.getByRole('heading', { name: /wines? for “tanat”$/ }).waitFor();

    await page.getByRole('button', { name: /^Red/ }).click();
    await page.waitForURL(/\/our-wines\?q=tanat&category=1$/);
    await expect.poll(() => grid(page).allTextContents(), SETTLED).toEqual(await expectedNames('q=tanat&category=1'));

    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Price: high to low' }).click();
    await page.waitForURL(/\/our-wines\?q=tanat&category=1&sort=price-desc$/);
    const sorted = await expectedNames('q=tanat&category=1&sort=price-desc');
    await expect.poll(() => grid(page).allTextContents(), SETTLED).toEqual(sorted);

    // The address is the search: reloaded, the server draws the same wines in the same order...
    await page.reload();
    expect(await grid(page).allTextContents()).toEqual(sorted);
    const html = await (await fetch(page.url(), { headers: { accept: 'text/html' } })).text();
    const positions = sorted.map((name) => html.indexOf(`>${name}<`));
    expect(positions.every((position, index) => position > (positions[index - 1] ?? 0))).toBe(true);
    // ...and a friend opening the shared link sees them too.
    const friend = await openPage({ viewport });
    await friend.goto(page.url().replace(baseUrl, ''));
    expect(await grid(friend).allTextContents()).toEqual(sorted);
    expect(await friend.getByRole('button', { name: /^Red/ }).getAttribute('aria-pressed')).toBe('true');

    // Back steps through the searches, each drawn again.
    await page.goBack();
    await page.waitForURL(/\/our-wines\?q=tanat&category=1$/);
    await expect.poll(() => grid(page).allTextContents(), SETTLED).toEqual(await expectedNames('q=tanat&category=1'));
  });

  it('narrows by stock and price, says when nothing matches, and clears the filters', async () => {
    await resetDatabase();
    const page = await openPage({ viewport });
    await page.goto('/our-wines');
    await page.getByRole('button', { name: /^Filters/ }).click();
    // The switch is drawn over its checkbox: a shopper taps the label.
    await page.locator('label', { hasText: 'In stock only' }).click();
    await page.waitForURL(/inStock=true/);
    await expect.poll(() => grid(page).allTextContents(), SETTLED).toEqual((await expectedNames('inStock=true')).slice(0, 24));
    expect(await grid(page).allTextContents()).not.toContain('Cava Los Charrúas Gran Tannat Icono');

    if (!(await page.getByRole('textbox', { name: 'Max price' }).isVisible())) await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('textbox', { name: 'Max price' }).fill('700');
    await page.getByRole('textbox', { name: 'Max price' }).press('Enter');
    await page.waitForURL(/maxPrice=700/);
    await expect.poll(() => grid(page).allTextContents(), SETTLED).toEqual(await expectedNames('inStock=true&maxPrice=700'));

    await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill('qqqzzz');
    await page.getByRole('heading', { name: 'No wines match “qqqzzz”' }).waitFor();
    await page.getByRole('link', { name: 'CLEAR FILTERS' }).click();
    await page.waitForURL(/\/our-wines$/);
    await expect.poll(() => grid(page).count(), SETTLED).toBe(24);
    expect(await page.getByRole('searchbox', { name: 'Search the catalogue' }).inputValue()).toBe('');
  });

  it('loads more wines, and the back button returns to the same list at the same place', async () => {
    await resetDatabase();
    const page = await openPage({ viewport });
    await page.goto('/our-wines');
    await page.getByRole('link', { name: 'LOAD MORE' }).click();
    await expect.poll(() => grid(page).count(), SETTLED).toBe(32);
    await page.getByText("You've seen all 32 wines").waitFor();
    expect(page.url()).toBe(`${baseUrl}/our-wines`);

    const wine = grid(page).nth(29);
    const name = (await wine.textContent())!;
    await wine.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1000);
    await wine.click();
    await page.waitForURL(/\/product\/\d+$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();

    await page.goBack();
    await page.waitForURL(/\/our-wines$/);
    await expect.poll(() => grid(page).count(), SETTLED).toBe(32);
    // Within a few pixels: the phone's address bar and late images may nudge the layout.
    await expect.poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - scrolled), SETTLED).toBeLessThan(8);
    expect(await grid(page).nth(29).isVisible()).toBe(true);
  });
});
