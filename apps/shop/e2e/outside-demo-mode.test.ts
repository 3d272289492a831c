import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_VISIT, useBrowser } from './support/browser';
import { startShopServer, type ShopServer } from './support/server';

/**
 * A real shop (DEMO_MODE off) is not the demo: nothing offers to reset its database, nothing fills in
 * or publishes the demo accounts, whose published passwords open nothing there.
 */
describe('the shop outside demo mode', () => {
  const openPage = useBrowser();
  let shop: ShopServer;
  beforeAll(async () => {
    shop = await startShopServer({ env: { DEMO_MODE: 'false' } });
  }, 90_000);
  afterAll(() => shop?.stop());

  it('offers no database reset on a first visit, after the age gate', async () => {
    const page = await openPage({ stored: FIRST_VISIT });
    await page.goto(`${shop.baseUrl}/`);
    await page.getByRole('dialog', { name: 'Are you over 18?' }).getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('heading', { name: 'Uncork your senses through our wine collection' }).waitFor();
    // The welcome modal would have opened by now in demo mode (demo mode's own test: home.test.ts).
    await page.waitForTimeout(1000);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByText('Reset data base').count()).toBe(0);
  });

  it('leaves the login form empty', async () => {
    const page = await openPage();
    await page.goto(`${shop.baseUrl}/login`);
    expect(await page.getByLabel('Email').inputValue()).toBe('');
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
  });

  it('publishes no credentials on About, in the page the server draws and once the app runs', async () => {
    const drawn = await (await fetch(`${shop.baseUrl}/about-this-project`, { headers: { accept: 'text/html' } })).text();
    expect(drawn).not.toContain('uncork-2026');
    expect(drawn).not.toContain('cellar-admin-2026');
    const page = await openPage();
    await page.goto(`${shop.baseUrl}/about-this-project`);
    await page.getByRole('heading', { name: 'ABOUT THIS PROJECT' }).waitFor();
    const text = await page.locator('main').textContent();
    expect(text).not.toContain('Demo credentials');
    expect(text).not.toContain('uncork-2026');
  });
});
