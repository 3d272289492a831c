import { addDays, formatDay, formatPrice, localDate, shopToday } from '@cellar/domain';
import { describe, expect, it } from 'vitest';
import { api, DEMO_ADMIN, DEMO_CUSTOMER, logInThroughForm, resetDatabase, staffOpens, toast, tokenFor, useBrowser } from './support/browser';

// 1x1 PNG: a real picture the server decodes, re-encodes and stores.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
// 8×5 PNG: a wide picture, as the featured block shows.
const WIDE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAFCAIAAAD38zoCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWMo0jfHihjoIAEAR40hwUHd5gYAAAAASUVORK5CYII=', 'base64');
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
    expect(await panel.textContent()).toContain('StatusIn transit');
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

  it('staff add a featured wine with its pictures, and shoppers find it on the home page, in the catalogue and by search', async () => {
    await resetDatabase();
    const name = `Bodega Garzón Albariño Reserva ${Date.now() % 100_000}`;
    const staff = await openPage();
    await staffOpens(staff, '/wines/new');
    await staff.getByRole('heading', { name: 'New wine' }).waitFor();
    await staff.getByRole('button', { name: 'CREATE WINE' }).click();
    await staff.getByText('Give the wine a name.').waitFor();

    await staff.getByLabel('Name').fill(name);
    await staff.getByLabel('Title', { exact: true }).fill(`${name}, a coastal white from Maldonado`);
    await staff.getByLabel('Slogan', { exact: true }).fill('Salt air in a glass');
    await staff.getByLabel('Price (UYU)').fill('980');
    await staff.getByLabel('Bottles in stock').fill('24');
    await staff.getByRole('combobox', { name: 'Category' }).click();
    await staff.getByRole('option').nth(1).click();
    await staff.getByLabel('Description', { exact: true }).fill('Peach, white flowers and a saline finish from vineyards a few kilometres from the Atlantic.');
    await staff.getByLabel('Bottle picture').setInputFiles({ name: 'albarino.png', mimeType: 'image/png', buffer: PNG });
    // The featured picture is asked for only once the wine is featured.
    expect(await staff.getByLabel('Featured picture').count()).toBe(0);
    // The switch's input is drawn by its label, which takes the click.
    await staff.getByText('Featured on the home page').click();
    expect(await staff.getByRole('switch', { name: 'Featured on the home page' }).isChecked()).toBe(true);
    await staff.getByLabel('Featured picture').setInputFiles({ name: 'albarino-wide.png', mimeType: 'image/png', buffer: WIDE_PNG });
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

    // The home page's featured wines show it with its own wide picture.
    await shopper.goto('/');
    const featured = shopper.getByRole('list', { name: 'Featured wines' }).getByRole('article').filter({ hasText: name });
    await featured.waitFor();
    const wide = await featured.locator('img').getAttribute('src');
    expect(wide).toMatch(/^\/images\/.+\.webp$/);
    expect(wide).not.toBe(picture);
  });

  it("staff write a wine's Spanish slogan and description beside the English ones, and the Spanish shop shows them", async () => {
    await resetDatabase();
    const wine = await wineNamed('Bodega Tres Horneros Merlot Clásico');
    const english = await api<{ slogan: string; description: string }>(`/products/${wine.id}?lang=en`);
    const slogan = 'Un Merlot de los que se comparten';
    const description = 'Ciruela madura, especias suaves y taninos redondos: para la mesa de todos los días.';
    const staff = await openPage();
    await staffOpens(staff, `/wines/${wine.id}`);
    // The English texts and the Spanish ones side by side, each its own field.
    expect(await staff.getByLabel('Slogan', { exact: true }).inputValue()).toBe(english.slogan);
    await staff.getByLabel('Slogan in Spanish').fill(slogan);
    await staff.getByLabel('Description in Spanish').fill(description);
    await staff.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await toast(staff, 'Wines').filter({ hasText: `“${wine.name}” was saved.` }).waitFor();

    const shopper = await openPage();
    await shopper.goto(`/es/product/${wine.id}`);
    await shopper.getByText(slogan).first().waitFor();
    await shopper.getByText(description).waitFor();
    // The English shop keeps the English texts.
    await shopper.goto(`/product/${wine.id}`);
    await shopper.getByText(english.description).waitFor();
    expect(await shopper.getByText(english.slogan).count()).toBeGreaterThan(0);
    expect(await shopper.getByText(slogan).count()).toBe(0);
  });

  it('staff deactivate a customer, who can no longer log in, and reactivate them, who can', async () => {
    await resetDatabase();
    const staff = await openPage();
    await staffOpens(staff, '/customers');
    await staff.getByRole('searchbox', { name: 'Search customers' }).fill(DEMO_CUSTOMER.email);
    await staff.keyboard.press('Enter');
    const row = staff.getByRole('row').filter({ hasText: DEMO_CUSTOMER.email });
    await row.getByText('active', { exact: true }).waitFor();
    await row.getByRole('link').click();
    await staff.getByRole('button', { name: 'DEACTIVATE ACCOUNT' }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'DEACTIVATE' }).click();
    await toast(staff, 'Customers').filter({ hasText: 'can no longer log in.' }).waitFor();
    await expect(tokenFor(DEMO_CUSTOMER)).rejects.toThrow(/401/);

    // The list shows who is deactivated.
    await staff.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Customers' }).click();
    await staff.getByRole('row').filter({ hasText: DEMO_CUSTOMER.email }).getByText('deactivated').waitFor();
    await staff.getByRole('row').filter({ hasText: DEMO_CUSTOMER.email }).getByRole('link').click();
    await staff.getByRole('button', { name: 'REACTIVATE ACCOUNT' }).click();
    await toast(staff, 'Customers').filter({ hasText: 'can log in again.' }).waitFor();
    await staff.getByRole('button', { name: 'DEACTIVATE ACCOUNT' }).waitFor();

    const shopper = await openPage();
    await shopper.goto('/my-orders');
    await logInThroughForm(shopper);
    await shopper.waitForURL(/\/my-orders$/);
  });

  it('staff search the staff and sort them by email', async () => {
    await resetDatabase();
    await api('/admins', { method: 'POST', token: await tokenFor(DEMO_ADMIN), json: { firstname: 'Ana', lastname: 'Rodríguez', email: 'ana.staff@example.com', password: 'decant-slowly-2026' } });
    const staff = await openPage();
    await staffOpens(staff, '/staff');
    const table = staff.getByRole('table', { name: 'Staff' });
    await table.getByRole('cell', { name: 'ana.staff@example.com' }).waitFor();
    await table.getByRole('button', { name: /Email/ }).click();
    expect(await table.getByRole('columnheader', { name: /Email/ }).getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(() => table.getByRole('row').nth(1).textContent()).toContain(DEMO_ADMIN.email);
    await staff.getByRole('searchbox', { name: 'Search staff' }).fill('rodriguez');
    await staff.keyboard.press('Enter');
    await staff.getByText('1 of 1 member of staff').waitFor();
    expect(await table.getByRole('row').count()).toBe(2);
    await staff.getByRole('searchbox', { name: 'Search staff' }).fill('nobody');
    await staff.keyboard.press('Enter');
    await staff.getByText('No members of staff match “nobody”.').waitFor();
  });

  it('staff see the figures of the days they choose, and are told when the days cannot be', async () => {
    await resetDatabase();
    const today = shopToday();
    await placeOrder(await wineNamed('Bodega Tres Horneros Merlot Clásico'), 2);
    const { totals } = await api<{ totals: { revenue: number } }>(`/statistics?from=${today}&to=${today}`, { token: await tokenFor(DEMO_ADMIN) });
    expect(totals.revenue).toBeGreaterThan(0);
    const staff = await openPage();
    await staffOpens(staff, '/orders');
    await staff.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Dashboard' }).click();
    await staff.getByRole('combobox', { name: 'Period' }).click();
    await staff.getByRole('option', { name: 'Chosen dates' }).click();
    // The calendar opens on the field's day, and the day asked for may be in a month after or before it.
    const pick = async (field: 'From' | 'To', day: string, towards: 'next' | 'previous') => {
      await staff.getByRole('button', { name: new RegExp(`^${field}\\b`) }).click();
      const calendar = staff.getByRole('dialog', { name: 'Choose a date' });
      const date = localDate(day);
      const name = new RegExp(`^${date.getDate()} ${date.toLocaleString('en-US', { month: 'long' })} ${date.getFullYear()}`);
      while ((await calendar.getByRole('button', { name }).count()) === 0) await calendar.getByRole('button', { name: new RegExp(`${towards} month`, 'i') }).click();
      await calendar.getByRole('button', { name }).click();
    };
    // Chosen dates start as the last 30 days: from today to today.
    await pick('From', today, 'next');
    const revenue = staff.getByRole('group', { name: 'Revenue' });
    const shown = formatDay(today);
    await revenue.getByText(`${shown} – ${shown}`).waitFor();
    expect(await revenue.textContent()).toContain(formatPrice(totals.revenue));

    await pick('To', addDays(today, -1), 'previous');
    await staff.getByText('The last day cannot come before the first.').waitFor();
    // The figures on screen stay those of the days they name.
    await revenue.getByText(`${shown} – ${shown}`).waitFor();
  });

  it('staff read a reset mail in the Mail screen, styled as its recipient sees it, its link working', async () => {
    await resetDatabase();
    // The demo's own accounts cannot be reset (their passwords are published): a shopper of their own.
    const email = 'marta.reset@example.uy';
    await api('/users', { method: 'POST', json: { firstname: 'Marta', lastname: 'Acosta', address: 'Av. Brasil 2850, Montevideo', phone: '+598 99 555 123', email, password: 'first-cork-2026' } });
    await api('/password-resets', { method: 'POST', json: { email } });
    const staff = await openPage();
    await staffOpens(staff, '/mail');
    await staff.getByRole('row').filter({ hasText: email }).getByRole('link', { name: /new password/ }).click();
    await staff.getByRole('heading', { name: 'As its recipient reads it' }).waitFor();
    const button = staff.frameLocator('iframe').getByRole('link', { name: 'Choose a new password' });
    // The mail's inline styles, moved under the page's nonce, hold under the back office's policy.
    expect(await button.evaluate((link) => getComputedStyle(link).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    const link = new URL((await button.getAttribute('href'))!);
    expect(link.pathname).toMatch(/^\/reset-password\/[\w-]{43}$/);
    const token = link.pathname.split('/').at(-1)!;
    await api(`/password-resets/${token}`, { method: 'POST', json: { password: 'a-new-cork-2026' } });
    await expect(tokenFor({ email, password: 'a-new-cork-2026' })).resolves.toBeTruthy();
  });
});
