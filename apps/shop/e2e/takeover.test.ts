import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, appTakesOver, baseUrl, FIRST_VISIT, holdRequests, resetDatabase, toast, uniqueEmail, useBrowser } from './support/browser';

/**
 * Holds the framework's chunk back until `release`, so a test can act while the page is still the
 * server's HTML, however fast this machine loads it; what it does after `release` races the takeover.
 */
const holdFramework = (page: Page) => holdRequests(page, /\/assets\/framework-[\w-]+\.js$/);

/** Types as a quick shopper does: one key every 40 ms. */
const typeQuickly = (field: Locator, text: string) => field.pressSequentially(text, { delay: 40 });

/**
 * Opens `path` and types into it from the moment it has loaded: `before` while the app's code is held
 * back, `during` once it is on its way, so the takeover lands in the middle of the typing.
 */
async function typeAcrossTakeover(page: Page, path: string, before: () => Promise<void>, during: () => Promise<void>) {
  const release = await holdFramework(page);
  await page.goto(path, { waitUntil: 'load' });
  await before();
  release();
  await during();
  await appTakesOver(page);
}

describe('the app takes the page over once it has loaded', () => {
  const openPage = useBrowser();

  it('takes a first visit to / over without the visitor acting, the server-drawn age gate asking meanwhile', async () => {
    const page = await openPage({ stored: FIRST_VISIT, waitForApp: false });
    const release = await holdFramework(page);
    await page.goto('/', { waitUntil: 'load' });
    const gate = page.getByRole('dialog', { name: 'Are you over 18?' });
    expect(await gate.isVisible()).toBe(true);
    // Before the app runs, No is a plain link out.
    expect(await gate.getByRole('link', { name: 'No' }).getAttribute('href')).toMatch(/^https:\/\//);
    release();
    await appTakesOver(page);
    await gate.getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('dialog', { name: 'Welcome to The Cellar' }).waitFor();
  });

  it('takes a Yes tapped before the app runs: the gate goes at once and stays answered once the app runs', async () => {
    const page = await openPage({ stored: FIRST_VISIT, waitForApp: false });
    const release = await holdFramework(page);
    await page.goto('/', { waitUntil: 'load' });
    const gate = page.getByRole('dialog', { name: 'Are you over 18?' });
    await gate.getByRole('button', { name: 'Yes' }).click();
    expect(await gate.isVisible()).toBe(false);
    release();
    await appTakesOver(page);
    await page.getByRole('dialog', { name: 'Welcome to The Cellar' }).waitFor();
    expect(await gate.count()).toBe(0);
    await page.reload({ waitUntil: 'load' });
    await appTakesOver(page);
    expect(await gate.count()).toBe(0);
  });

  it('never shows the server-drawn gate to a visitor who has answered it', async () => {
    const page = await openPage({ waitForApp: false });
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'Uncork your senses through our wine collection' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('keeps every letter typed into the search box from the moment the catalogue loaded, and searches for it', async () => {
    const page = await openPage({ waitForApp: false });
    const search = page.getByRole('searchbox', { name: 'Search the catalogue' });
    await typeAcrossTakeover(
      page,
      '/our-wines',
      () => typeQuickly(search, 'Zed '),
      () => typeQuickly(search, 'Tannat'),
    );
    await page.waitForURL(/[?&]q=Zed\+Tannat/);
    expect(await search.inputValue()).toBe('Zed Tannat');
  });

  it('keeps a quick sign-up whole: the account has every field as typed', async () => {
    await resetDatabase();
    const page = await openPage({ waitForApp: false });
    const email = uniqueEmail('quick');
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await typeAcrossTakeover(
      page,
      '/signup',
      async () => {
        await typeQuickly(field('First name'), 'Zed');
        await typeQuickly(field('Last name'), 'Tannat');
      },
      async () => {
        await typeQuickly(field('Address'), 'Rambla 1');
        await typeQuickly(field('Phone'), '099123456');
        await typeQuickly(field('Email'), email);
        await typeQuickly(field('Password'), 'tannat-and-toast');
        await typeQuickly(field('Confirm password'), 'tannat-and-toast');
      },
    );
    expect(await page.getByLabel('First name').inputValue()).toBe('Zed');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/login$/);
    const user = await api<Record<string, unknown>>('/tokens/user', { method: 'POST', json: { email, password: 'tannat-and-toast' } });
    expect(user).toMatchObject({ firstname: 'Zed', lastname: 'Tannat', address: 'Rambla 1', phone: '099123456' });
  });

  it('carries out a sign-up submitted before the app has taken the page over, once it has', async () => {
    const page = await openPage({ waitForApp: false });
    const email = uniqueEmail('early');
    const field = (label: string) => page.getByLabel(label, { exact: true });
    const release = await holdFramework(page);
    await page.goto('/signup', { waitUntil: 'load' });
    for (const [label, text] of [['First name', 'Zed'], ['Last name', 'Tannat'], ['Address', 'Rambla 1'], ['Phone', '099123456'], ['Email', email], ['Password', 'tannat-and-toast'], ['Confirm password', 'tannat-and-toast']] as const) {
      await field(label).fill(text);
    }
    await page.getByRole('button', { name: 'Submit' }).click();
    // Still the server's page: the form did not submit natively (no password in an address).
    expect(page.url()).toBe(`${baseUrl}/signup`);
    release();
    await page.waitForURL(/\/login$/);
    const user = await api<Record<string, unknown>>('/tokens/user', { method: 'POST', json: { email, password: 'tannat-and-toast' } });
    expect(user).toMatchObject({ firstname: 'Zed', lastname: 'Tannat' });
  });

  it('logs in with what was typed over the prefilled demo account from the moment the page loaded', async () => {
    const email = uniqueEmail('zed');
    await api('/users', { method: 'POST', json: { firstname: 'Zed', lastname: 'Tannat', address: 'Rambla 1', phone: '099123456', email, password: 'tannat-and-toast' } });
    const page = await openPage({ waitForApp: false });
    const replace = async (label: string, text: string) => {
      const field = page.getByLabel(label, { exact: true });
      await field.selectText();
      await typeQuickly(field, text);
    };
    await typeAcrossTakeover(
      page,
      '/login',
      () => replace('Email', email),
      () => replace('Password', 'tannat-and-toast'),
    );
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Account menu for Zed' }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/`);
  });

  it('adds the wine when ADD TO CART was tapped before the app had taken the page over, once it has', async () => {
    await resetDatabase();
    const page = await openPage({ waitForApp: false });
    const release = await holdFramework(page);
    await page.goto('/product/1', { waitUntil: 'load' });
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    release();
    await appTakesOver(page);
    await toast(page, 'Shopping Cart').waitFor();
    await page.getByRole('button', { name: /^Open cart\s*1$/ }).waitFor();
  });

  it("loads ICU's data for the page's language in a worker of its own, which runs to its end", async () => {
    const page = await openPage({ waitForApp: false });
    const ended = new Promise<string>((resolve) => page.on('worker', (worker) => worker.on('close', () => resolve(worker.url()))));
    await page.goto('/es/product/1');
    expect(await ended).toMatch(/\/assets\/warmIntl-[\w-]+\.js$/);
  });
});
