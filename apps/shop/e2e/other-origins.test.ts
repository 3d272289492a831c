import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, formatDay, shopToday } from '@cellar/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_CUSTOMER, RETURNING_VISITOR, useBrowser } from './support/browser';
import { startShopServer, type ShopServer } from './support/server';

/**
 * The API as a site of another origin uses it, in Chromium: the original shop and admin dashboard, a
 * storefront on its own domain, a partner's page showing our wines (issue 33).
 */
describe('pages on other sites', () => {
  const openPage = useBrowser();
  let shop: ShopServer;
  let other: Server;
  /** Another site altogether: `localhost` where the shop is `127.0.0.1`. */
  let otherOrigin: string;
  beforeAll(async () => {
    other = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Another site</title><body></body>'));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    otherOrigin = `http://localhost:${(other.address() as AddressInfo).port}`;
    shop = await startShopServer({ env: { CORS_ORIGINS: otherOrigin } });
  }, 90_000);
  afterAll(async () => {
    await shop?.stop();
    await new Promise((resolve) => other?.close(resolve));
  });

  async function callApi<T>(path: string, init: { method?: string; token?: string; json?: unknown } = {}): Promise<T> {
    const headers: Record<string, string> = { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.json ? { 'content-type': 'application/json' } : {}) };
    const response = await fetch(`${shop.baseUrl}/api${path}`, { method: init.method ?? 'GET', headers, ...(init.json ? { body: JSON.stringify(init.json) } : {}) });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  async function onOtherSite(timezoneId?: string): Promise<Page> {
    const page = await openPage({ stored: null, waitForApp: false, ...(timezoneId ? { timezoneId } : {}) });
    await page.goto(`${otherOrigin}/`);
    return page;
  }

  it('shows our pictures, whichever address names them', async () => {
    const page = await onOtherSite();
    const sources = ['/images/wine-01.webp', '/images/category-red.webp', '/api/img/wine-02.webp', '/images/null'].map((path) => `${shop.baseUrl}${path}`);
    const widths = await page.evaluate(
      (urls) =>
        Promise.all(
          urls.map(
            (src) =>
              new Promise<number>((resolve) => {
                const img = document.createElement('img');
                img.onload = () => resolve(img.naturalWidth);
                img.onerror = () => resolve(0);
                img.src = src;
                document.body.append(img);
              }),
          ),
        ),
      sources,
    );
    expect(Object.fromEntries(sources.map((src, i) => [src, widths[i]! > 0]))).toEqual(Object.fromEntries(sources.map((src) => [src, true])));
  });

  describe('a shipping date', () => {
    let chosen: string;
    let orderId: number;
    beforeAll(async () => {
      chosen = addDays(shopToday(), 2);
      const { token } = await callApi<{ token: string }>('/tokens/user', { method: 'POST', json: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } });
      const order = await callApi<{ id: number }>('/orders', { method: 'POST', token, json: { productList: [{ id: 3, qty: 1 }], shippingAddress: 'Rivera 2200, Montevideo', shippingDate: chosen, paymentMethod: 'Visa' } });
      orderId = order.id;
    });

    it.each(['America/Montevideo', 'UTC'])('is the day the shopper picked to the originals’ `new Date()` in %s', async (timezoneId) => {
      const { token } = await callApi<{ token: string }>('/tokens/admin', { method: 'POST', json: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } });
      const page = await onOtherSite(timezoneId);
      const seen = await page.evaluate(
        async ({ api, token, id }) => {
          const orders = (await (await fetch(`${api}/api/orders`, { headers: { authorization: `Bearer ${token}` } })).json()) as { id: number; shippingDate: string; user: { firstname: string } }[];
          const order = orders.find((candidate) => candidate.id === id)!;
          const date = new Date(order.shippingDate);
          const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
          return { zone: Intl.DateTimeFormat().resolvedOptions().timeZone, day, firstname: order.user.firstname };
        },
        { api: shop.baseUrl, token, id: orderId },
      );
      expect(seen).toEqual({ zone: timezoneId, day: chosen, firstname: expect.any(String) });
    });

    it.each(['America/Montevideo', 'UTC'])('is the day the shopper picked in our shop’s order history in %s', async (timezoneId) => {
      const session = await callApi<Record<string, unknown>>('/tokens/user', { method: 'POST', json: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } });
      const page = await openPage({ timezoneId, stored: { ...RETURNING_VISITOR, user: session } });
      await page.goto(`${shop.baseUrl}/my-orders`);
      const panel = page.locator('section').filter({ has: page.getByRole('heading', { name: new RegExp(`^ORDER : ${orderId} `) }) });
      await panel.getByText('Shipping date').waitFor();
      expect(await panel.textContent()).toContain(formatDay(chosen));
    });

    it.each(['America/Montevideo', 'UTC'])('is the day the shopper picked in our back office in %s', async (timezoneId) => {
      const page = await openPage({ timezoneId });
      await page.goto(`${shop.baseUrl}/admin/orders`);
      await page.getByRole('heading', { name: 'Staff login' }).waitFor();
      await page.getByLabel('Email').fill(DEMO_ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
      await page.getByRole('button', { name: 'LOG IN' }).click();
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `#${orderId}`, exact: true }) });
      await row.waitFor();
      expect(await row.textContent()).toContain(formatDay(chosen));
    });
  });
});
