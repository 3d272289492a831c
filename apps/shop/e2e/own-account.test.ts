import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, baseUrl, DEMO_ADMIN, DEMO_CUSTOMER, logInThroughForm, staffOpens, toast, tokenFor, uniqueEmail, useBrowser } from './support/browser';

/**
 * What Profile does with one's own account, each on an account the journey signs up itself (the demo
 * accounts' passwords are published, and stay): a change of password, the download of one's data, and
 * the erasure of the account.
 */
describe('one’s own account on Profile', () => {
  const openPage = useBrowser();

  const profile = { firstname: 'Martina', lastname: 'Suárez', address: 'Bulevar España 2100, Montevideo', phone: '098 765 432' };

  async function signUp(prefix: string, password: string) {
    const email = uniqueEmail(prefix);
    const user = await api<{ id: number }>('/users', { method: 'POST', json: { ...profile, email, password } });
    return { id: user.id, email, password };
  }

  async function logInOnProfile(page: Page, credentials: { email: string; password: string }) {
    await page.goto('/login?next=%2Fprofile');
    await logInThroughForm(page, credentials);
    await page.waitForURL(/\/profile$/);
    await page.getByRole('heading', { name: 'ACCOUNT DETAILS' }).waitFor();
  }

  const status = async (path: string, token: string) => (await fetch(`${baseUrl}/api${path}`, { headers: { authorization: `Bearer ${token}` } })).status;

  it('changes the password: other sessions end, this one stays, the new password logs in and the old one is refused', async () => {
    const account = await signUp('change', 'the-old-password');
    const elsewhere = await tokenFor(account);
    const page = await openPage();
    await logInOnProfile(page, account);

    const form = page.getByRole('form', { name: 'CHANGE PASSWORD' });
    await form.getByLabel('Current password', { exact: true }).fill(account.password);
    await form.getByLabel('New password', { exact: true }).fill('a-new-tannat-2026');
    await form.getByLabel('Confirm new password', { exact: true }).fill('a-new-tannat-2026');
    await form.getByRole('button', { name: 'Change password' }).click();
    await toast(page, 'Password').waitFor();
    expect(await form.getByLabel('New password', { exact: true }).inputValue()).toBe('');

    // The other device is signed out; this page is not.
    expect(await status('/orders', elsewhere)).toBe(401);
    await page.reload();
    await page.getByRole('heading', { name: 'ACCOUNT DETAILS' }).waitFor();
    expect(page.url()).toMatch(/\/profile$/);

    const other = await openPage();
    await other.goto('/login');
    await logInThroughForm(other, account);
    await other.getByText('The email or password is incorrect.').waitFor();
    await logInThroughForm(other, { email: account.email, password: 'a-new-tannat-2026' });
    await other.waitForURL(`${baseUrl}/`);
  });

  it('downloads one’s data as a JSON file with the profile and the orders', async () => {
    const account = await signUp('export', 'export-password-2026');
    const order = await placeOrder(await tokenFor(account));
    const page = await openPage();
    await logInOnProfile(page, account);

    const section = page.getByRole('region', { name: 'MY DATA' });
    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toBe(`the-cellar-account-${account.id}.json`);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as { profile: Record<string, unknown>; orders: { id: number; productList: { id: number; qty: number }[] }[] };
    expect(data.profile).toMatchObject({ id: account.id, email: account.email, ...profile });
    expect(data.orders.map((row) => row.id)).toEqual([order.id]);
    expect(data.orders[0]!.productList).toEqual([expect.objectContaining({ id: 1, qty: 2 })]);
  });

  async function placeOrder(token: string) {
    return api<{ id: number }>('/orders', {
      method: 'POST',
      token,
      json: { productList: [{ id: 1, qty: 2 }], shippingAddress: profile.address, shippingDate: new Date().toISOString(), paymentMethod: 'Visa' },
    });
  }

  it('offers the demo account, which every visitor shares, neither a change of password nor an erasure', async () => {
    const page = await openPage();
    await logInOnProfile(page, DEMO_CUSTOMER);
    await page.getByRole('region', { name: 'PASSWORD AND ERASURE' }).waitFor();
    expect(await page.getByRole('form', { name: 'CHANGE PASSWORD' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'ERASE MY ACCOUNT' }).count()).toBe(0);
    await page.getByRole('region', { name: 'MY DATA' }).getByRole('button', { name: 'Download my data' }).waitFor();
  });

  it('erases the account: signed out everywhere, the login refused, the order kept for the books without the person, and the email free to sign up again', async () => {
    const account = await signUp('erase', 'erase-password-2026');
    const elsewhere = await tokenFor(account);
    const order = await placeOrder(elsewhere);
    const page = await openPage();
    await logInOnProfile(page, account);

    const section = page.getByRole('region', { name: 'ERASE MY ACCOUNT' });
    await section.getByText(/Your orders stay in our books/).waitFor();
    await section.getByRole('button', { name: 'Erase my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase your account?' });
    const password = dialog.getByLabel('Password', { exact: true });
    // The order is on its way to the address the erasure would take: the account waits for its delivery.
    await password.fill(account.password);
    await dialog.getByRole('button', { name: 'Erase my account' }).click();
    await dialog.getByText('An order of yours has not been delivered yet. Your account can be erased once it is.').waitFor();
    const staffToken = (await api<{ token: string }>('/tokens/admin', { method: 'POST', json: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } })).token;
    for (const status of ['in transit', 'delivered']) await api(`/orders/${order.id}`, { method: 'PATCH', token: staffToken, json: { status } });
    await password.fill('not-my-password');
    await dialog.getByRole('button', { name: 'Erase my account' }).click();
    await dialog.getByText('That is not your current password.').waitFor();
    await password.fill(account.password);
    await dialog.getByRole('button', { name: 'Erase my account' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await toast(page, 'Account').waitFor();
    expect(await status('/orders', elsewhere)).toBe(401);
    // Nobody is signed in here any more.
    await page.goto('/profile');
    await page.waitForURL(/\/login\?next=%2Fprofile$/);

    await logInThroughForm(page, account);
    await page.getByText('The email or password is incorrect.').waitFor();

    // The back office keeps the sale, its lines and total, but not who bought it.
    const staff = await openPage();
    await staffOpens(staff, `/orders/${order.id}`);
    await staff.getByRole('heading', { name: `Order #${order.id}` }).waitFor();
    await staff.getByText('Erased customer').waitFor();
    const orderScreen = (await staff.locator('main').textContent()) ?? '';
    expect(orderScreen).toContain('2 bottles');
    for (const gone of [account.email, profile.lastname, profile.phone, profile.address]) expect(orderScreen).not.toContain(gone);

    await page.goto('/signup');
    await page.getByRole('heading', { name: 'Sign up' }).waitFor();
    await page.getByLabel('First name').fill('Martina');
    await page.getByLabel('Last name').fill('Suárez');
    await page.getByLabel('Address').fill(profile.address);
    await page.getByLabel('Phone').fill(profile.phone);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('a-fresh-start-2026');
    await page.getByLabel('Confirm password', { exact: true }).fill('a-fresh-start-2026');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/login$/);
    await logInThroughForm(page, { email: account.email, password: 'a-fresh-start-2026' });
    await page.waitForURL(`${baseUrl}/`);
  });
});
