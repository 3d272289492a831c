import { formatPrice } from '@cellar/domain';
import { LOCALES } from '@cellar/i18n';
import { describe, expect, it } from 'vitest';
import { mailSubject, renderMail } from './render';
import { sampleMails, sampleOrder } from './testing/mails';

const shopUrl = 'https://shop.example';
const en = { locale: 'en', shopUrl } as const;
const es = { locale: 'es-UY', shopUrl } as const;

describe('every mail', () => {
  it.each(LOCALES.flatMap((locale) => Object.values(sampleMails).map((mail) => [mail.kind, locale, mail] as const)))(
    '%s in %s has a subject, an HTML part in its language and a plain-text part that says the same',
    async (_, locale, mail) => {
      const rendered = await renderMail(mail, { locale, shopUrl });
      expect(rendered.subject.length).toBeGreaterThan(5);
      // The subject alone, as the back office's list of mail reads it, is the one the mail carries.
      expect(await mailSubject(mail, { locale, shopUrl })).toBe(rendered.subject);
      expect(rendered.html).toContain(`lang="${locale}"`);
      expect(rendered.text).toContain('Lucía');
      expect(rendered.text).toContain('hello@thecellar.example');
      // Every link and picture is absolute: a mail is read far from the shop.
      for (const [, address] of rendered.html.matchAll(/(?:href|src)="([^"]+)"/g)) expect(address).toMatch(/^(https:\/\/shop\.example\/|mailto:)/);
    },
  );

  it('escapes what a person typed, in the HTML part, and keeps it as typed in the text part', async () => {
    const rendered = await renderMail({ kind: 'welcome', firstname: '<img src=x onerror=alert(1)>' }, en);
    expect(rendered.html).not.toContain('<img src=x');
    expect(rendered.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(rendered.text).toContain('<img src=x onerror=alert(1)>');
  });
});

describe('the order confirmation', () => {
  it('says each wine, its quantity and price, the total, where, when and how, in pesos as each language writes them', async () => {
    const english = await renderMail(sampleMails.orderConfirmation, en);
    expect(english.subject).toBe('Your order #1042 at The Cellar');
    expect(english.text).toContain('Tannat Reserva');
    expect(english.text).toContain('2 × 1,290 UYU');
    expect(english.text).toContain('3,870 UYU');
    expect(english.text).toContain('28 Nov 2026');
    expect(english.text).toContain('Bulevar Artigas 1234, Montevideo');
    expect(english.text).toContain('Visa');
    expect(english.html).toContain('src="https://shop.example/images/wine-03.webp"');
    expect(english.html).toContain('href="https://shop.example/my-orders"');

    const spanish = await renderMail(sampleMails.orderConfirmation, es);
    expect(spanish.subject).toContain('1042');
    // Intl's es-UY pesos: `$ 1.290` (the space is a no-break one).
    expect(spanish.text).toContain(`2 × ${formatPrice(1290, 'es-UY')}`);
    expect(spanish.text).toContain(formatPrice(3870, 'es-UY'));
    expect(spanish.text).toContain('28 nov 2026');
    expect(spanish.html).toContain('href="https://shop.example/es/my-orders"');
  });
});

describe('the status mails', () => {
  it('give each later status its own subject', async () => {
    const subjects = await Promise.all(
      (['in transit', 'delivered', 'rejected'] as const).map(async (status) => (await renderMail({ kind: 'orderStatus', firstname: 'Lucía', order: { ...sampleOrder, status } }, en)).subject),
    );
    expect(subjects).toEqual(['Your order #1042 is on its way', 'Your order #1042 was delivered', 'Your order #1042 was rejected']);
  });

  it('tell a rejected order\'s buyer that it is refunded, how much and to what, in the words of the order history', async () => {
    const rejected = { kind: 'orderStatus', firstname: 'Lucía', order: { ...sampleOrder, status: 'rejected' } } as const;
    expect((await renderMail(rejected, en)).text).toContain('The 3,870 UYU you paid is refunded to your Visa within 5 business days.');
    expect((await renderMail(rejected, es)).text).toContain(formatPrice(3870, 'es-UY'));
  });
});

describe('the password reset', () => {
  it('links to the shop\'s reset page for its token, in the recipient\'s language, and says how long it works', async () => {
    const english = await renderMail(sampleMails.passwordReset, en);
    expect(english.html).toContain('href="https://shop.example/reset-password/k7Qy-3vZ_example"');
    expect(english.text).toContain('60 minutes');
    const spanish = await renderMail(sampleMails.passwordReset, es);
    expect(spanish.html).toContain('href="https://shop.example/es/reset-password/k7Qy-3vZ_example"');
    expect(spanish.text).toContain('60 minutos');
  });
});
