import { formatDay, shopToday } from '@cellar/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, DEMO_ADMIN, DEMO_CUSTOMER, DESKTOP, logInThroughForm, MOBILE, resetDatabase, toast, tokenFor, useBrowser } from './support/browser';

const SAUVIGNON = { id: 12, name: 'Viñedos Santa Lucía Sauvignon Blanc', unitPrice: 420 };
const MERLOT = { id: 5, name: 'Bodega Tres Horneros Merlot Clásico', unitPrice: 520 };

async function addToCart(page: Page, wine: { id: number; name: string }, times: number) {
  await page.goto(`/product/${wine.id}`);
  await page.getByRole('heading', { level: 1, name: wine.name }).waitFor();
  for (let i = 0; i < times; i += 1) {
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await toast(page, 'Shopping Cart').waitFor();
  }
}

/** The order history's panels, newest first; each is headed 'ORDER : {id} | DATE PLACED : {date}'. */
function orderPanels(page: Page) {
  return page.locator('section').filter({ has: page.getByRole('heading', { name: /^ORDER : / }) });
}

/** Browse, fill the cart, log in on the way to checkout, order, and find the order in the history. */
async function mainJourney(page: Page) {
  await addToCart(page, SAUVIGNON, 1);
  await addToCart(page, MERLOT, 2);

  await page.getByRole('button', { name: /^Open cart\s*3$/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  expect(await drawer.textContent()).toContain('1,460 UYU');
  await drawer.getByRole('button', { name: 'Checkout' }).click();

  // A guest is sent to log in, then brought back to the checkout.
  await page.waitForURL(/\/login\?next=%2Fcheckout$/);
  await logInThroughForm(page);
  await page.waitForURL(/\/checkout$/);
  await page.getByRole('heading', { name: 'CHECKOUT' }).waitFor();
  expect(await page.getByLabel('Shipping address').inputValue()).toBe('Av. 18 de Julio 1453, Montevideo');
  expect(await page.getByRole('main').textContent()).toContain('Lucía Pereira');

  await page.getByRole('button', { name: 'Confirm order' }).click();
  await page.getByText('Please select a payment method').waitFor();
  // The date picker already shows today, so only the payment method is asked for.
  expect(await page.getByLabel('Shipping date').textContent()).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4}/);
  expect(await page.getByText('Please select a shipping date').count()).toBe(0);

  await page.getByRole('combobox', { name: 'Payment method' }).click();
  await page.getByRole('option', { name: 'Visa' }).click();
  const card = page.getByRole('figure', { name: 'Visa demo card' });
  await card.waitFor();
  expect(await card.textContent()).toContain('Lucía Pereira');
  expect(await page.getByText('Please select a payment method').count()).toBe(0);

  await page.getByRole('button', { name: 'Confirm order' }).click();
  const made = page.getByRole('dialog', { name: 'YOUR ORDER HAS BEEN MADE.' });
  await made.waitFor();
  const confirmation = (await made.textContent()) ?? '';
  expect(confirmation).toContain('Thank you for choosing our wines!');
  // The order made, by its number and charge, as the history will list it.
  const [, number] = /Order #(\d+) · 1,460 UYU · ships \d{2} [A-Z][a-z]{2} \d{4}/.exec(confirmation) ?? [];
  expect(number).toBeDefined();
  await page.keyboard.press('Escape');
  expect(await made.isVisible()).toBe(true);
  expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('root') ?? '{}').cart)).toEqual([]);
  await made.getByRole('link', { name: 'See my orders' }).click();

  await page.waitForURL(/\/my-orders$/);
  await page.getByRole('heading', { name: 'ORDER HISTORY' }).waitFor();
  const newest = orderPanels(page).first();
  await newest.waitFor();
  const toggle = newest.getByRole('button', { name: /^ORDER : / });
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  const header = (await toggle.textContent()) ?? '';
  expect(header).toMatch(new RegExp(`^ORDER : ${number} \\| DATE PLACED : ${formatDay(shopToday())}$`));
  const body = (await newest.textContent()) ?? '';
  expect(body).toContain('Total items3');
  expect(body).toContain('Total amount1,460 UYU');
  expect(body).toContain('Payment methodVisa');
  expect(body).toContain('StatusPaid');
  expect(await orderPanels(page).count()).toBe(4);
  expect(await page.locator('button[aria-expanded="true"]').filter({ hasText: /^ORDER : / }).count()).toBe(1);
}

describe('ordering', () => {
  const openPage = useBrowser();

  it('takes a shopper from the catalogue through login and checkout to the order history', async () => {
    await resetDatabase();
    await mainJourney(await openPage({ viewport: DESKTOP }));
  });

  it('takes the same journey on a 390 px phone', async () => {
    await resetDatabase();
    const page = await openPage({ viewport: MOBILE });
    await mainJourney(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  });

  it('buys again from the history, and says so when a wine was withdrawn meanwhile', async () => {
    await resetDatabase();
    const page = await openPage();
    await page.goto('/my-orders');
    await logInThroughForm(page);
    await page.waitForURL(/\/my-orders$/);
    const newest = orderPanels(page).first();
    await newest.getByRole('button', { name: `Buy Again ${SAUVIGNON.name}` }).click();
    await toast(page, 'Shopping Cart').waitFor();
    await page.getByRole('button', { name: /^Open cart\s*1$/ }).waitFor();

    await newest.getByRole('button', { name: `View Product ${SAUVIGNON.name}` }).click();
    await page.waitForURL(new RegExp(`/product/${SAUVIGNON.id}$`));
    await page.goBack();
    // Back on the history, its orders are asked for again: the wine is withdrawn once they have arrived.
    await orderPanels(page).first().getByRole('button', { name: `View Product ${SAUVIGNON.name}` }).waitFor();

    const admin = await tokenFor(DEMO_ADMIN);
    await api(`/products/${SAUVIGNON.id}`, { method: 'DELETE', token: admin });
    await orderPanels(page).first().getByRole('button', { name: `View Product ${SAUVIGNON.name}` }).click();
    const gone = toast(page, 'My orders');
    await gone.waitFor();
    expect(await gone.textContent()).toContain("Sorry, that wine is no longer available. Here's to finding new favorites!");
    expect(page.url()).toMatch(/\/my-orders$/);

    // Known withdrawn when the history loads, it is offered neither its page nor Buy Again.
    await page.reload();
    const reloaded = orderPanels(page).first();
    await reloaded.getByText('No longer available').waitFor();
    expect(await reloaded.getByRole('button', { name: new RegExp(SAUVIGNON.name) }).count()).toBe(0);
    await resetDatabase();
  });

  it('makes one order when the answer to Confirm is lost and the shopper confirms again', async () => {
    await resetDatabase();
    const token = await tokenFor(DEMO_CUSTOMER);
    const ordersBefore = (await api<unknown[]>('/orders', { token })).length;
    const page = await openPage();
    await addToCart(page, SAUVIGNON, 1);
    await page.goto('/checkout');
    await logInThroughForm(page);
    await page.getByRole('heading', { name: 'CHECKOUT' }).waitFor();
    await page.getByRole('combobox', { name: 'Payment method' }).click();
    await page.getByRole('option', { name: 'Visa' }).click();

    // The server makes the order, but its answer never reaches the browser (a dropped connection).
    await page.route('**/api/orders', async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    }, { times: 1 });
    await page.getByRole('button', { name: 'Confirm order' }).click();
    await page.getByText('We could not reach the shop. Check your connection and try again.').waitFor();
    await page.getByRole('button', { name: 'Confirm order' }).click();
    await page.getByRole('dialog', { name: 'YOUR ORDER HAS BEEN MADE.' }).waitFor();

    expect(await api<unknown[]>('/orders', { token })).toHaveLength(ordersBefore + 1);
  });

  it('shows the empty history to a new customer', async () => {
    const email = `empty-${Date.now()}@e2e.example`;
    await api('/users', { method: 'POST', json: { firstname: 'Ana', lastname: 'Núñez', address: 'Calle Sarandí 500', phone: '+598 91 000 000', email, password: 'a-long-password' } });
    const page = await openPage();
    await page.goto('/my-orders');
    await logInThroughForm(page, { email, password: 'a-long-password' });
    await page.getByText('There are no orders yet!').waitFor();
    await page.getByRole('link', { name: "LET'S SHOP!" }).click();
    await page.waitForURL(/\/our-wines$/);
  });
});
