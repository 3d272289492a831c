import { shopToday } from '@cellar/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, DEMO_ADMIN, DEMO_CUSTOMER, logInThroughForm, resetDatabase, toast, tokenFor, useBrowser } from './support/browser';

// 1x1 PNG: a real picture the server decodes, re-encodes and stores.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const SOLD_OUT = 'Cava Los Charrúas Gran Tannat Icono';

interface Wine {
  id: number;
  name: string;
  stock: number;
}

async function wineNamed(name: string): Promise<Wine> {
  const wines = await api<Wine[]>(`/products?q=${encodeURIComponent(name)}`);
  const wine = wines.find((candidate) => candidate.name === name);
  if (!wine) throw new Error(`no wine named ${name}`);
  return wine;
}

/** The staff member's own browser: the back office's login, then the screen asked for. */
async function staffOpens(page: Page, path: string) {
  await page.goto(`/admin${path}`);
  await page.getByRole('heading', { name: 'Staff login' }).waitFor();
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await page.waitForURL(new RegExp(`/admin${path.replace('/', '\\/')}$`));
}

/** An order the demo customer places through the API, of `qty` bottles of one wine. */
async function placeOrder(wine: Wine, qty: number): Promise<number> {
  const token = await tokenFor(DEMO_CUSTOMER);
  const order = await api<{ id: number }>('/orders', {
    method: 'POST',
    token,
    json: { productList: [{ id: wine.id, qty }], shippingAddress: 'Av. 18 de Julio 1453, Montevideo', shippingDate: shopToday(), paymentMethod: 'Visa' },
  });
  return order.id;
}

describe('the back office and the shop, staff and shopper side by side', () => {
  const openPage = useBrowser();

  it('staff restock a sold-out wine, and a shopper buys it', async () => {
    await resetDatabase();
    const wine = await wineNamed(SOLD_OUT);
    expect(wine.stock).toBe(0);
    const shopper = await openPage();
    await shopper.goto(`/product/${wine.id}`);
    await shopper.getByText('OUR CELLARS RUN OUT OF THIS PRODUCT!').waitFor();
    // The shop's ADMIN side button opens the back office.
    expect(await shopper.getByRole('link', { name: 'ADMIN' }).getAttribute('href')).toBe('/admin/');

    const staff = await openPage();
    await staffOpens(staff, `/wines/${wine.id}`);
    await staff.getByRole('heading', { name: 'Stock: 0 bottles' }).waitFor();
    await staff.getByRole('combobox', { name: 'Reason' }).click();
    await staff.getByRole('option', { name: 'Restock' }).click();
    await staff.getByLabel('Bottles that arrived').fill('6');
    await staff.getByLabel('Note (optional)').fill('Pallet from the bodega');
    await staff.getByRole('button', { name: 'SAVE ADJUSTMENT' }).click();
    await staff.getByRole('heading', { name: 'Stock: 6 bottles' }).waitFor();
    await staff.getByRole('table', { name: 'Stock movements' }).getByRole('cell', { name: '+6' }).waitFor();

    await shopper.reload();
    expect(await shopper.getByText('OUR CELLARS RUN OUT OF THIS PRODUCT!').count()).toBe(0);
    await shopper.getByRole('button', { name: 'ADD TO CART' }).click();
    await toast(shopper, 'Shopping Cart').waitFor();
    await shopper.goto('/checkout');
    await logInThroughForm(shopper);
    await shopper.getByRole('heading', { name: 'CHECKOUT' }).waitFor();
    await shopper.getByRole('combobox', { name: 'Payment method' }).click();
    await shopper.getByRole('option', { name: 'Visa' }).click();
    await shopper.getByRole('button', { name: 'Confirm order' }).click();
    await shopper.getByRole('dialog', { name: 'YOUR ORDER HAS BEEN MADE.' }).waitFor();
    expect((await wineNamed(SOLD_OUT)).stock).toBe(5);
  });

  it('staff ship an order, and the shopper sees it in transit', async () => {
    await resetDatabase();
    const orderId = await placeOrder(await wineNamed('Bodega Tres Horneros Merlot Clásico'), 2);

    const staff = await openPage();
    await staffOpens(staff, `/orders/${orderId}`);
    await staff.getByRole('heading', { name: `Order #${orderId}` }).waitFor();
    await staff.getByRole('button', { name: 'MARK IN TRANSIT' }).click();
    await toast(staff, 'Orders').filter({ hasText: `Order #${orderId} is now in transit.` }).waitFor();
    // Delivered is final, so it is asked for twice; only then does the order move.
    await staff.getByRole('button', { name: 'MARK DELIVERED' }).waitFor();

    const shopper = await openPage();
    await shopper.goto('/my-orders');
    await logInThroughForm(shopper);
    await shopper.waitForURL(/\/my-orders$/);
    const panel = shopper.locator('section').filter({ has: shopper.getByRole('heading', { name: new RegExp(`^ORDER : ${orderId} `) }) });
    await panel.waitFor();
    expect(await panel.textContent()).toContain('Statusin transit');
  });

  it('staff reject an order, and its bottles go back on the shelf', async () => {
    await resetDatabase();
    const merlot = await wineNamed('Bodega Tres Horneros Merlot Clásico');
    const orderId = await placeOrder(merlot, 3);
    expect((await wineNamed(merlot.name)).stock).toBe(merlot.stock - 3);

    const staff = await openPage();
    await staffOpens(staff, `/orders/${orderId}`);
    await staff.getByRole('button', { name: 'REJECT ORDER' }).click();
    const dialog = staff.getByRole('dialog', { name: `Reject order #${orderId}?` });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('its 3 bottles go back into stock');
    await dialog.getByRole('button', { name: 'REJECT ORDER' }).click();
    await toast(staff, 'Orders').filter({ hasText: `Order #${orderId} is now rejected.` }).waitFor();
    await staff.getByText('This order is rejected: that is final.').waitFor();

    expect((await wineNamed(merlot.name)).stock).toBe(merlot.stock);
    const shopper = await openPage();
    await shopper.goto(`/product/${merlot.id}`);
    await shopper.getByRole('heading', { level: 1, name: merlot.name }).waitFor();
  });

  it('staff add a wine with its picture, and shoppers find it in the catalogue and by search', async () => {
    await resetDatabase();
    const name = `Bodega Garzón Albariño Reserva ${Date.now() % 100_000}`;
    const staff = await openPage();
    await staffOpens(staff, '/wines/new');
    await staff.getByRole('heading', { name: 'New wine' }).waitFor();
    await staff.getByRole('button', { name: 'CREATE WINE' }).click();
    await staff.getByText('Give the wine a name.').waitFor();

    await staff.getByLabel('Name').fill(name);
    await staff.getByLabel('Title').fill(`${name}, a coastal white from Maldonado`);
    await staff.getByLabel('Slogan').fill('Salt air in a glass');
    await staff.getByLabel('Price (UYU)').fill('980');
    await staff.getByLabel('Bottles in stock').fill('24');
    await staff.getByRole('combobox', { name: 'Category' }).click();
    await staff.getByRole('option').nth(1).click();
    await staff.getByLabel('Description').fill('Peach, white flowers and a saline finish from vineyards a few kilometres from the Atlantic.');
    await staff.locator('input[type="file"]').setInputFiles({ name: 'albarino.png', mimeType: 'image/png', buffer: PNG });
    await staff.getByRole('button', { name: 'CREATE WINE' }).click();
    await staff.waitForURL(/\/admin\/wines\/\d+$/);
    await toast(staff, 'Wines').filter({ hasText: `“${name}” was saved.` }).waitFor();
    const id = Number(staff.url().split('/').pop());

    const shopper = await openPage();
    await shopper.goto(`/our-wines?q=${encodeURIComponent(name)}`);
    const card = shopper.getByRole('article').filter({ hasText: name });
    await card.waitFor();
    const picture = await card.locator('img').first().getAttribute('src');
    expect(picture).toMatch(/^\/images\/.+\.webp$/);
    const image = await fetch(new URL(picture!, shopper.url()));
    expect(image.headers.get('content-type')).toBe('image/webp');
    await shopper.goto(`/product/${id}`);
    await shopper.getByRole('heading', { level: 1 }).filter({ hasText: name }).waitFor();
  });
});
