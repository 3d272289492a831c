import { describe, expect, it } from 'vitest';
import { logInThroughForm, RETURNING_VISITOR, resetDatabase, toast, useBrowser } from './support/browser';

const LAST_BOTTLES = { id: 32, name: 'Viña Barra de Valizas Tannat Solera', stock: 9, unitPrice: 1890 };

describe('catalogue, product page and cart', () => {
  const openPage = useBrowser();

  it('filters the selection by category, one at a time', async () => {
    await resetDatabase();
    const page = await openPage();
    await page.goto('/our-wines');
    await page.getByRole('heading', { name: 'OUR WINE SELECTION' }).waitFor();
    expect(await page.getByText('Where every bottle tells a story').isVisible()).toBe(true);
    const wines = page.getByRole('list', { name: 'Wines' }).getByRole('link');
    await wines.first().waitFor();
    expect(await wines.count()).toBe(24);
    expect(await page.getByRole('heading', { name: '32 wines' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: /^Sparkling/ }).click();
    await expect.poll(() => wines.count()).toBe(4);
    expect(await wines.allTextContents()).toContain('Casa Bruma Brut Nature Método Tradicional');
    expect(await page.getByRole('button', { name: /^Sparkling/ }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: /^Show All/ }).getAttribute('aria-pressed')).toBe('false');

    await page.getByRole('button', { name: /^Rosé/ }).click();
    await expect.poll(() => page.getByRole('button', { name: /^Sparkling/ }).getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => wines.count()).toBe(4);

    await page.getByRole('button', { name: /^Show All/ }).click();
    await expect.poll(() => wines.count()).toBe(24);
  });

  it('says why the catalogue did not load, and loads it with Try again', async () => {
    await resetDatabase();
    const page = await openPage();
    await page.goto('/');
    // The API is down for a moment when the shopper moves on to the catalogue.
    const problem = { type: 'about:blank', title: 'Service Unavailable', status: 503, detail: 'The cellar is closed for a moment.' };
    const catalogueCalls = /\/api\/products(\?|$)/;
    await page.route(catalogueCalls, (route) => route.fulfill({ status: 503, contentType: 'application/problem+json', body: JSON.stringify(problem) }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /our wines/i }).first().click();
    const failure = page.getByRole('alert').filter({ hasText: problem.detail });
    await failure.waitFor();

    await page.unroute(catalogueCalls);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => page.getByRole('list', { name: 'Wines' }).getByRole('link').count()).toBe(24);
    expect(await failure.count()).toBe(0);
  });

  it('opens a wine from the bottom of the grid at the top of its page', async () => {
    const page = await openPage();
    await page.goto('/our-wines');
    const wines = page.getByRole('list', { name: 'Wines' }).getByRole('link');
    await wines.first().waitFor();
    await page.getByRole('link', { name: 'LOAD MORE' }).click();
    await expect.poll(() => wines.count()).toBe(32);
    const last = wines.last();
    await last.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await last.click();
    await page.waitForURL(/\/product\/32$/);
    await page.getByRole('heading', { level: 1, name: LAST_BOTTLES.name }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('link', { name: 'BACK TO OUR WINES' }).click();
    await page.waitForURL(/\/our-wines$/);
  });

  it('shows every detail of a wine and says when the cellar ran out', async () => {
    const page = await openPage();
    await page.goto('/product/9');
    await page.getByRole('heading', { level: 1, name: 'Cava Los Charrúas Gran Tannat Icono' }).waitFor();
    const text = (await page.getByRole('main').textContent()) ?? '';
    expect(text).toContain('Type:Red');
    expect(text).toContain('3,900 UYU');
    expect(text).toContain('Stock :0');
    expect(await page.getByText('OUR CELLARS RUN OUT OF THIS PRODUCT!').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await page.getByText('This wine is out of stock, so it cannot be added to your cart.').waitFor();
    expect(await page.getByRole('button', { name: /^Open cart/ }).textContent()).not.toMatch(/\d/);

    const carousel = page.getByRole('region', { name: 'Featured wines' });
    await carousel.waitFor();
    expect(await page.getByRole('heading', { name: 'DISCOVER MORE WINES' }).isVisible()).toBe(true);
  });

  it('adds a wine with a toast and never lets the cart hold more bottles than the stock', async () => {
    const page = await openPage({
      stored: { ...RETURNING_VISITOR, cart: [{ id: LAST_BOTTLES.id, name: LAST_BOTTLES.name, img: 'wine-32.webp', unitPrice: LAST_BOTTLES.unitPrice, qty: 7, stock: LAST_BOTTLES.stock }] },
    });
    await page.goto(`/product/${LAST_BOTTLES.id}`);
    await page.getByRole('heading', { level: 1, name: LAST_BOTTLES.name }).waitFor();
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    const added = toast(page, 'Shopping Cart');
    await added.waitFor();
    expect(await added.textContent()).toContain('Your product was successfully added to cart!');
    await page.getByRole('button', { name: /^Open cart\s*8$/ }).waitFor();

    await page.getByRole('button', { name: /^Open cart\s*8$/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
    await drawer.waitFor();
    const plus = drawer.getByRole('button', { name: `Increase quantity of ${LAST_BOTTLES.name}` });
    const minus = drawer.getByRole('button', { name: `Decrease quantity of ${LAST_BOTTLES.name}` });
    await plus.click();
    await expect.poll(() => plus.isDisabled()).toBe(true);
    expect(await drawer.getByRole('status').first().textContent()).toBe('9');
    expect(await drawer.textContent()).toContain('17,010 UYU');
    await drawer.getByRole('button', { name: 'Close', exact: true }).click();

    // All nine bottles are in the cart: the product page refuses a tenth.
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await page.getByText('You already have all 9 available bottles of this wine in your cart.').waitFor();

    await page.getByRole('button', { name: /^Open cart\s*9$/ }).click();
    await drawer.waitFor();
    for (let qty = 9; qty > 1; qty -= 1) await minus.click();
    await expect.poll(() => minus.isDisabled()).toBe(true);
    expect(await plus.isDisabled()).toBe(false);
    await drawer.getByRole('button', { name: `Remove ${LAST_BOTTLES.name} from cart` }).click();
    await drawer.getByText('YOUR CART IS EMPTY').waitFor();
  });

  it('keeps an empty cart out of checkout with a toast', async () => {
    const page = await openPage();
    await page.goto('/our-wines');
    await page.getByRole('button', { name: /^Open cart/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
    await drawer.getByText('YOUR CART IS EMPTY').waitFor();
    await drawer.getByRole('link', { name: "LET'S SHOP!" }).click();
    await drawer.waitFor({ state: 'detached' });

    await page.goto('/checkout');
    await logInThroughForm(page);
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('button', { name: 'Confirm order' }).click();
    const blocked = toast(page, 'Check out');
    await blocked.waitFor();
    expect(await blocked.textContent()).toContain('Your cart is still empty! Please add products to cart before check out');
    expect(page.url()).toMatch(/\/checkout$/);
  });
});
