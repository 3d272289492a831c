import { loadLocale, wordsFor, type MessageKey } from '@cellar/i18n';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../../api/src/testing/smtp-server';
import { toast, uniqueEmail, useBrowser } from './support/browser';
import { startShopServer, type ShopServer } from './support/server';

const spanish = (key: MessageKey) => wordsFor('es-UY')(key);

/**
 * Forgot password, the real way: the shop's form, the server's outbox, its sender over SMTP to a real SMTP
 * server started here, the mail's link, the new password, and a login with it. The account signed up in
 * Spanish, so its mail and its link are in Spanish.
 */
describe('password reset by mail', () => {
  const openPage = useBrowser();
  let smtp: TestSmtpServer;
  let shop: ShopServer;
  beforeAll(async () => {
    await loadLocale('es-UY');
    smtp = await startSmtpServer();
    shop = await startShopServer({ env: { SMTP_URL: smtp.url } });
  }, 90_000);
  afterAll(async () => {
    await shop?.stop();
    await smtp?.close();
  });

  const to = (email: string) => (mail: ParsedMail) => JSON.stringify(mail.to).includes(email);

  /** The `count`th mail to `email`, once the server's sender (every 2 s) has delivered it. */
  async function mailTo(email: string, count: number): Promise<ParsedMail> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const mail = smtp.received.filter(to(email))[count - 1];
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no mail #${count} to ${email}; received: ${smtp.received.map((m) => m.subject).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  it('asks on the login page, follows the mail in the account language, sets a new password, and logs in with it; the link then works no more', async () => {
    const email = uniqueEmail('reset');
    const signup = await fetch(`${shop.baseUrl}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'es-UY' },
      body: JSON.stringify({ firstname: 'Valentina', lastname: 'Rodríguez', address: 'Bulevar Artigas 1020', phone: '094 555 111', email, password: 'the-old-password' }),
    });
    expect(signup.status).toBe(201);

    const page = await openPage();
    await page.goto(`${shop.baseUrl}/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(/\/forgot-password$/);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    await mailTo(email, 1); // the welcome
    const mail = await mailTo(email, 2);
    const link = /https?:\/\/\S+?\/reset-password\/[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0];
    expect(link, mail.text).toBeDefined();
    // The recipient's language: the Spanish shop's page.
    expect(new URL(link!).pathname).toMatch(/^\/es\/reset-password\/[A-Za-z0-9_-]{43}$/);

    // The page carries a secret in its address: no search engine lists it, no cache keeps it.
    const drawn = await fetch(link!, { headers: { accept: 'text/html' } });
    expect(drawn.headers.get('x-robots-tag')).toBe('noindex');
    expect(drawn.headers.get('cache-control')).toBe('no-store');
    expect(await drawn.text()).toContain('<meta name="robots" content="noindex">');

    await page.goto(link!);
    await page.getByRole('heading', { name: spanish('newPassword.heading') }).waitFor();
    await page.getByLabel(spanish('label.newPassword'), { exact: true }).fill('a-new-tannat-2026');
    await page.getByLabel(spanish('label.confirmNewPassword'), { exact: true }).fill('a-new-tannat-2026');
    await page.getByRole('button', { name: spanish('newPassword.submit') }).click();
    await page.waitForURL(/\/es\/login\?from=reset$/);
    await toast(page, spanish('notice.password'), /Notific/).waitFor();
    // The login offers the account whose password was just chosen, not the demo's.
    expect(await page.getByLabel(spanish('label.email')).inputValue()).toBe(email);
    expect(await page.getByLabel(spanish('label.password'), { exact: true }).inputValue()).toBe('');
    // The password-changed mail follows, with no link to use.
    expect((await mailTo(email, 3)).text).not.toContain('/reset-password/');

    await page.getByLabel(spanish('label.password'), { exact: true }).fill('the-old-password');
    await page.getByRole('button', { name: spanish('login.submit') }).click();
    await page.getByText(spanish('problem.wrongLogin')).waitFor();
    await page.getByLabel(spanish('label.password'), { exact: true }).fill('a-new-tannat-2026');
    await page.getByRole('button', { name: spanish('login.submit') }).click();
    await page.waitForURL(`${shop.baseUrl}/es`);

    // Used once: the same link now says one thing, and offers to ask again.
    await page.goto(link!);
    await page.getByLabel(spanish('label.newPassword'), { exact: true }).fill('yet-another-one-2026');
    await page.getByLabel(spanish('label.confirmNewPassword'), { exact: true }).fill('yet-another-one-2026');
    await page.getByRole('button', { name: spanish('newPassword.submit') }).click();
    await page.getByText(spanish('problem.resetLinkInvalid')).waitFor();
    expect(await page.getByRole('link', { name: spanish('newPassword.askAgain') }).getAttribute('href')).toBe('/es/forgot-password');
  });
});
