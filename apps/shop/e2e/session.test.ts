import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, baseUrl, DEMO_CUSTOMER, logInThroughForm, resetDatabase, RETURNING_VISITOR, toast, useBrowser } from './support/browser';

const EXPIRED = 'Your session has expired. Please log in again.';

/** The saved state of a visitor the server has just logged in as the demo customer. */
async function signedInVisitor() {
  const { email, password } = DEMO_CUSTOMER;
  const user = await api<Record<string, unknown>>('/tokens/user', { method: 'POST', json: { email, password } });
  return { ...RETURNING_VISITOR, user };
}

const savedUser = (page: Page) => page.evaluate(() => JSON.parse(window.localStorage.getItem('root') ?? '{}').user as unknown);

/** The expiry toast shows once and goes; nothing queued behind it says it again. */
async function expectOneExpiryToast(page: Page) {
  const expired = toast(page, 'Session');
  await expired.waitFor();
  expect(await expired.textContent()).toContain(EXPIRED);
  await expired.waitFor({ state: 'detached', timeout: 6_000 });
}

describe('a session the server ended', () => {
  const openPage = useBrowser();

  it('signs the shopper out on opening My Orders after a reset, says so once, and brings them back after login', async () => {
    const page = await openPage();
    await page.goto('/login');
    await logInThroughForm(page);
    await page.waitForURL(`${baseUrl}/`);
    await resetDatabase();

    await page.goto('/my-orders');
    await page.waitForURL(`${baseUrl}/login?next=%2Fmy-orders`);
    expect(await savedUser(page)).toBeNull();
    await expectOneExpiryToast(page);

    await logInThroughForm(page);
    await page.waitForURL(/\/my-orders$/);
    await page.getByRole('heading', { name: /^ORDER : / }).first().waitFor();
    expect(await toast(page, 'Session').count()).toBe(0);
  });

  it('sends the open page to the login when it reloads after a reset', async () => {
    const page = await openPage({ stored: await signedInVisitor() });
    await page.goto('/my-orders');
    await page.getByRole('heading', { name: /^ORDER : / }).first().waitFor();
    await resetDatabase();

    await page.reload();
    await page.waitForURL(`${baseUrl}/login?next=%2Fmy-orders`);
    await expectOneExpiryToast(page);
  });

  it('sends the shopper from a page already open to the login when a call there finds the session gone, keeping the cart', async () => {
    const cart = [{ id: 12, name: 'Viñedos Santa Lucía Sauvignon Blanc', img: 'wine-12.webp', unitPrice: 420, qty: 1, stock: 50 }];
    const page = await openPage({ stored: { ...(await signedInVisitor()), cart } });
    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'CHECKOUT' }).waitFor();
    await page.getByRole('combobox', { name: 'Payment method' }).click();
    await page.getByRole('option', { name: 'Visa' }).click();
    await resetDatabase();

    await page.getByRole('button', { name: 'Confirm order' }).click();
    await page.waitForURL(`${baseUrl}/login?next=%2Fcheckout`);
    await toast(page, 'Session').waitFor();
    expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('root') ?? '{}').cart)).toHaveLength(1);
    await logInThroughForm(page);
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('heading', { name: 'ORDER SUMMARY' }).waitFor();
    expect(await page.getByRole('main').textContent()).toContain('Sauvignon Blanc');
  });

  it('revoked elsewhere: the navigation to a signed-in page goes to the login instead of an error', async () => {
    const stored = await signedInVisitor();
    const page = await openPage({ stored });
    await page.goto('/');
    await page.getByRole('button', { name: `Account menu for ${DEMO_CUSTOMER.firstname}` }).waitFor();
    await api('/tokens', { method: 'DELETE', token: stored.user.token as string });

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('link', { name: 'MY ORDERS', exact: true }).click();
    // Polled rather than awaited as a navigation, so that a failure says where the shopper ended up (once in CI,
    // under both lanes' load, the login had not come after waitForURL's 10 s).
    await expect.poll(() => page.url(), { timeout: 20_000, message: 'the address after MY ORDERS' }).toBe(`${baseUrl}/login?next=%2Fmy-orders`);
    await expectOneExpiryToast(page);
  });
});
