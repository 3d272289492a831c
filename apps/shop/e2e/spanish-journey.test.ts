import { formatDay, formatPrice, localDate, shippingWindow, shopToday } from '@cellar/domain';
import { loadLocale, wordsFor, type MessageKey, type MessageValues } from '@cellar/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCategories, seedProducts } from '../../api/src/db/seed-data';
import { api, baseUrl, describedBy, resetDatabase, toast, useBrowser } from './support/browser';

/** What a Spanish shopper reads: the catalogue's own words, not retyped here. */
let es: (key: MessageKey, values?: MessageValues) => string;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The wine the journey buys: the first of the seed, a red, described in Spanish as "aterciopelados". */
const WINE = seedProducts[0]!;
const SPANISH = WINE.translations['es-UY'];
/** A Spanish word of the wine's Spanish description (stemmed: the singular finds the plural), never of its English one. */
const SEARCHED = 'aterciopelado';

/** The day as the date picker's button says it, its number first: '28 de noviembre de 2026'. */
const spokenDay = (day: string) => new Intl.DateTimeFormat('es-UY', { day: 'numeric', month: 'long', year: 'numeric' }).format(localDate(day));

describe('a Spanish shopper under /es/', () => {
  const openPage = useBrowser();

  beforeAll(async () => {
    await loadLocale('es-UY');
    es = (key, values) => wordsFor('es-UY')(key, values);
  });

  it('searches in Spanish, buys a wine, finds the order in the history and edits the profile, in Spanish at every step', async () => {
    await resetDatabase();
    const page = await openPage();
    const paths: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().startsWith(baseUrl)) paths.push(new URL(frame.url()).pathname);
    });
    const expectSpanishPage = async () => expect(await page.locator('html').getAttribute('lang')).toBe('es-UY');
    // The toasts' region, named with its shortcut's keys.
    const notification = new RegExp(`^${escapeRegExp(es('toast.viewport', { hotkey: '#' })).replace('#', '.+')}$`);

    // Home, then a search in Spanish from the navbar.
    await page.goto('/es/');
    await expectSpanishPage();
    await page.getByRole('heading', { name: es('home.slogan') }).waitFor();
    expect(WINE.description).not.toMatch(new RegExp(SEARCHED.slice(0, -1), 'i'));
    expect(SPANISH.description).toMatch(new RegExp(SEARCHED.slice(0, -1), 'i'));
    const box = page.getByRole('navigation', { name: es('nav.main') }).getByRole('searchbox', { name: es('search.label') });
    await box.fill(SEARCHED);
    await box.press('Enter');
    await page.waitForURL(`${baseUrl}/es/our-wines?q=${SEARCHED}`);
    const grid = page.getByRole('list', { name: es('ourWines.list') }).getByRole('link');
    const found = (await api<{ name: string }[]>(`/products?q=${SEARCHED}&limit=100`)).map((wine) => wine.name);
    expect(found).toContain(WINE.name);
    await expect.poll(() => grid.allTextContents(), { timeout: 10_000 }).toEqual(found);

    // The wine in Spanish: its own texts, its category's Spanish name, pesos as Uruguay writes them.
    await grid.filter({ hasText: WINE.name }).click();
    await page.waitForURL(`${baseUrl}/es/product/${WINE.id}`);
    await page.getByRole('heading', { level: 1, name: WINE.name }).waitFor();
    await expectSpanishPage();
    const main = page.getByRole('main');
    expect(await main.textContent()).toContain(SPANISH.slogan);
    expect(await main.textContent()).toContain(SPANISH.description);
    expect(await main.textContent()).toContain(seedCategories.find((category) => category.id === WINE.categoryId)!.translations['es-UY'].name);
    expect(await main.textContent()).toContain(formatPrice(WINE.unitPrice, 'es-UY'));
    await page.getByRole('button', { name: es('product.addToCart') }).click();
    const added = toast(page, es('notice.cart'), notification);
    await added.waitFor();
    expect(await added.textContent()).toContain(es('notice.addedToCart'));

    // The cart's checkout sends a guest to the Spanish login, then back to the Spanish checkout.
    await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(es('shortcuts.cart'))}`) }).first().click();
    const drawer = page.getByRole('dialog', { name: es('cart.title') });
    expect(await drawer.textContent()).toContain(formatPrice(WINE.unitPrice, 'es-UY'));
    await drawer.getByRole('button', { name: es('cart.checkout') }).click();
    await page.waitForURL(`${baseUrl}/es/login?next=%2Fcheckout`);
    await page.getByRole('heading', { name: es('login.heading') }).waitFor();
    await expectSpanishPage();
    // The demo customer is prefilled in demo mode.
    await page.getByRole('main').getByRole('button', { name: es('login.submit') }).click();
    await page.waitForURL(`${baseUrl}/es/checkout`);
    await page.getByRole('heading', { name: es('checkout.title') }).waitFor();
    await expectSpanishPage();

    // The date picker speaks Spanish: today's date as Uruguay writes it, the window in it, weeks from Monday.
    const today = shopToday();
    const { earliest, latest } = shippingWindow(today);
    const date = page.getByRole('button', { name: es('orders.shippingDate') });
    expect(await date.textContent()).toBe(formatDay(today, 'es-UY'));
    expect(await describedBy(date)).toContain(es('checkout.dateRange', { earliest: formatDay(earliest, 'es-UY'), latest: formatDay(latest, 'es-UY') }));
    await date.click();
    const calendar = page.getByRole('dialog', { name: es('date.choose') });
    expect(await calendar.locator('th').first().getAttribute('aria-label')).toBe('lunes');
    expect(await calendar.getByRole('button', { name: es('date.day', { date: spokenDay(today), today: 'yes', selected: 'yes' }) }).isEnabled()).toBe(true);
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });

    // Without a payment method the order is refused at that field, in Spanish.
    await page.getByRole('button', { name: es('checkout.confirm') }).click();
    const payment = page.getByRole('combobox', { name: es('orders.paymentMethod') });
    await page.locator('[aria-invalid="true"]').waitFor();
    expect(await payment.getAttribute('aria-invalid')).toBe('true');
    expect(await describedBy(payment)).toBe(es('checkout.paymentRequired'));
    await payment.click();
    await page.getByRole('option', { name: 'Visa' }).click();
    await page.getByRole('button', { name: es('checkout.confirm') }).click();
    const made = page.getByRole('dialog', { name: es('orderMade.title') });
    await made.waitFor();
    expect(await made.textContent()).toContain(es('orderMade.text'));
    await made.getByRole('link', { name: es('orderMade.orders') }).click();

    // The order in the history: its Spanish heading and date, its status in Spanish, pesos.
    await page.waitForURL(`${baseUrl}/es/my-orders`);
    await page.getByRole('heading', { name: es('myOrders.title') }).waitFor();
    await expectSpanishPage();
    const placed = formatDay(today, 'es-UY');
    expect(placed).toMatch(/^\d{1,2} [a-z]{3} \d{4}$/);
    const heading = new RegExp(`^${escapeRegExp(es('orders.heading', { id: '#', date: placed })).replace('#', '\\d+')}$`);
    const newest = page.locator('section').filter({ has: page.getByRole('button', { name: heading }) }).first();
    await newest.waitFor();
    const order = (await newest.textContent()) ?? '';
    expect(order).toContain(es('orderStatus.paid'));
    expect(order).toContain(`${es('orders.totalAmount')}${formatPrice(WINE.unitPrice, 'es-UY')}`);

    // The profile, reached from the footer, saves in Spanish.
    await page.getByRole('contentinfo').getByRole('link', { name: es('footer.profile') }).click();
    await page.waitForURL(`${baseUrl}/es/profile`);
    await page.getByRole('heading', { name: es('profile.accountDetails') }).waitFor();
    await expectSpanishPage();
    await page.getByLabel(es('label.address')).fill('Rambla Gandhi 400, Montevideo');
    await page.getByRole('button', { name: es('profile.save') }).click();
    const saved = toast(page, es('notice.profileUpdated'), notification);
    await saved.waitFor();
    expect(await saved.textContent()).toContain(es('notice.profileSaved'));

    expect(paths.filter((path) => !path.startsWith('/es/'))).toEqual([]);
    expect(paths).toEqual(expect.arrayContaining(['/es/our-wines', `/es/product/${WINE.id}`, '/es/login', '/es/checkout', '/es/my-orders', '/es/profile']));
  });
});
