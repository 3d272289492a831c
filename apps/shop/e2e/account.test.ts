import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, baseUrl, DEMO_CUSTOMER, logInThroughForm, RETURNING_VISITOR, toast, uniqueEmail, useBrowser } from './support/browser';

const AVATAR = resolve(import.meta.dirname, '../public/media/cellar-poster.webp');

describe('accounts', () => {
  const openPage = useBrowser();

  it('sends guests from protected pages to the login and back', async () => {
    const page = await openPage();
    for (const path of ['/profile', '/checkout']) {
      await page.goto(path);
      await page.waitForURL(`${baseUrl}/login?next=${encodeURIComponent(path)}`);
    }
    // Login and signup stand alone, without the shop's header and footer.
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await page.getByLabel('Email').inputValue()).toBe('demo@thecellar.example');
    await logInThroughForm(page);
    await page.waitForURL(/\/checkout$/);

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('button', { name: 'LOGOUT', exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.goto('/my-orders');
    await page.waitForURL(/\/login\?next=%2Fmy-orders$/);
  });

  it("leads the footer's Sign In to the signup form", async () => {
    const page = await openPage();
    await page.goto('/our-wines');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL(/\/signup$/);
    await page.getByRole('heading', { name: 'Sign up' }).waitFor();
  });

  it('refuses a wrong password with the reason', async () => {
    const page = await openPage();
    await page.goto('/login');
    await logInThroughForm(page, { email: 'demo@thecellar.example', password: 'not-the-password' });
    await page.getByRole('alert').filter({ hasText: /\w/ }).waitFor();
    expect(page.url()).toMatch(/\/login$/);
  });

  it('refuses mismatched passwords at signup keeping what was typed, then signs up and logs in with the new email offered', async () => {
    const page = await openPage();
    const email = uniqueEmail('signup');
    await page.goto('/signup');
    await fillSignup(page, { email, confirm: 'tannat-and-jam' });
    await page.getByText("Passwords don't match. Try again!").waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Valentina');
    expect(await page.getByLabel('Email').inputValue()).toBe(email);

    await page.getByLabel('Confirm password', { exact: true }).fill('tannat-and-toast');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Your account is ready: log in to start.' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    await page.getByLabel('Password', { exact: true }).fill('tannat-and-toast');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Account menu for Valentina' }).waitFor();
  });

  it('brings a guest sent to log in who signs up instead back to where they were going', async () => {
    const page = await openPage();
    const email = uniqueEmail('detour');
    await page.goto('/my-orders');
    await page.waitForURL(/\/login\?next=%2Fmy-orders$/);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(/\/signup\?next=%2Fmy-orders$/);
    await fillSignup(page, { email, confirm: 'tannat-and-toast' });
    await page.waitForURL(/\/login\?next=%2Fmy-orders$/);
    // The address changes before the login is drawn; until then the signup's Email, emptied on success, is the one on screen.
    await page.getByRole('status').filter({ hasText: 'Your account is ready: log in to start.' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByLabel('Password', { exact: true }).fill('tannat-and-toast');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/my-orders$/);
  });

  it("keeps the signup form when the server refuses it, with the server's reason", async () => {
    const page = await openPage();
    await page.goto('/signup');
    await fillSignup(page, { email: DEMO_CUSTOMER.email, confirm: 'tannat-and-toast' });
    await page.getByRole('alert').filter({ hasText: /\w/ }).waitFor();
    expect(page.url()).toMatch(/\/signup$/);
    expect(await page.getByLabel('First name').inputValue()).toBe('Valentina');
    expect(await page.getByLabel('Address').inputValue()).toBe('Bulevar Artigas 1020, Montevideo');
    expect(await page.getByLabel('Email').inputValue()).toBe(DEMO_CUSTOMER.email);
  });

  it('tells a signed-in shopper on /signup who is signed in, and lets them log out there to sign up', async () => {
    const { email, password } = DEMO_CUSTOMER;
    const user = await api<Record<string, unknown>>('/tokens/user', { method: 'POST', json: { email, password } });
    const page = await openPage({ stored: { ...RETURNING_VISITOR, user } });
    await page.goto('/signup');
    const note = page.getByRole('status').filter({ hasText: 'You are signed in as' });
    await note.waitFor();
    expect(await note.textContent()).toBe(`You are signed in as Lucía Pereira (${email}). To create another account, log out first.`);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByLabel('First name').fill('Valentina');
    expect(await page.getByLabel('First name').inputValue()).toBe('Valentina');
    expect(page.url()).toMatch(/\/signup$/);
    expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('root') ?? '{}').user)).toBeNull();
  });

  it('edits the profile with a new avatar and confirms with a toast', async () => {
    const email = uniqueEmail('profile');
    await api('/users', { method: 'POST', json: { firstname: 'Bruno', lastname: 'Cabrera', address: 'Calle Colonia 900', phone: '+598 92 333 444', email, password: 'malbec-please' } });
    const page = await openPage();
    await page.goto('/profile');
    await logInThroughForm(page, { email, password: 'malbec-please' });
    await page.waitForURL(/\/profile$/);
    await page.getByRole('heading', { name: 'ACCOUNT DETAILS' }).waitFor();
    expect(await page.getByRole('heading', { name: 'MY PAYMENT METHODS' }).isVisible()).toBe(true);

    await page.getByLabel(/Avatar/).setInputFiles(AVATAR);
    const avatar = page.getByRole('img', { name: 'Avatar preview' });
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/^data:image\/webp/);
    await page.getByLabel('Address').fill('Rambla Gandhi 400, Montevideo');
    await page.getByRole('button', { name: 'Save changes' }).click();

    const saved = toast(page, 'Updated Profile');
    await saved.waitFor();
    expect(await saved.textContent()).toContain('Your profile changes were saved!');
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/^\/images\//);
    expect(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await page.reload();
    await page.getByRole('heading', { name: 'ACCOUNT DETAILS' }).waitFor();
    expect(await page.getByLabel('Address').inputValue()).toBe('Rambla Gandhi 400, Montevideo');
  });
});

async function fillSignup(page: Page, { email, confirm }: { email: string; confirm: string }) {
  await page.getByLabel('First name').fill('Valentina');
  await page.getByLabel('Last name').fill('Rodríguez');
  await page.getByLabel('Address').fill('Bulevar Artigas 1020, Montevideo');
  await page.getByLabel('Phone').fill('+598 94 555 111');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('tannat-and-toast');
  await page.getByLabel('Confirm password', { exact: true }).fill(confirm);
  await page.getByRole('button', { name: 'Submit' }).click();
}
