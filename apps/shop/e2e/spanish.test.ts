import { formatPrice } from '@cellar/domain';
import { describe, expect, it } from 'vitest';
import { appTakesOver, baseUrl, FIRST_VISIT, resetDatabase, useBrowser } from './support/browser';

/** The page as the server sends it, before any script runs: what a crawler reads. */
async function html(path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { accept: 'text/html' }, redirect: 'manual' });
  return { status: response.status, body: await response.text() };
}

/** The `<link rel="alternate" hreflang>` twins of a page, as [hreflang, href]. */
const twinsIn = (body: string) => [...body.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, hreflang, href]) => [hreflang, href]);

const productTwins = [
  ['en', `${baseUrl}/product/1`],
  ['es-UY', `${baseUrl}/es/product/1`],
  ['x-default', `${baseUrl}/product/1`],
];

describe('the Spanish shop under /es/', () => {
  const openPage = useBrowser();

  it('is drawn in Spanish by the server: its language, its canonical address, its English twin, pesos as Uruguay writes them', async () => {
    await resetDatabase();
    const spanish = await html('/es/product/1');
    expect(spanish.status).toBe(200);
    expect(spanish.body).toMatch(/^<!doctype html>\s*<html lang="es-UY">/i);
    expect(spanish.body).toContain(`<link rel="canonical" href="${baseUrl}/es/product/1">`);
    expect(twinsIn(spanish.body)).toEqual(productTwins);
    expect(spanish.body).toContain(formatPrice(1290, 'es-UY'));
    // The wine's own texts come from the API in the page's language.
    expect(spanish.body).toContain('El corazón de Canelones en una copa');
    expect(spanish.body).not.toContain('The heart of Canelones in a glass');
    // The shop's links stay in Spanish.
    expect(spanish.body).toContain('href="/es/our-wines"');
    const data = JSON.parse(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/.exec(spanish.body)![1]!) as Record<string, unknown>;
    expect(data).toMatchObject({ '@type': 'Product', mainEntityOfPage: { '@id': `${baseUrl}/es/product/1`, inLanguage: 'es-UY' } });

    const english = await html('/product/1');
    expect(english.body).toMatch(/^<!doctype html>\s*<html lang="en">/i);
    expect(english.body).toContain(`<link rel="canonical" href="${baseUrl}/product/1">`);
    expect(twinsIn(english.body)).toEqual(productTwins);
    expect(english.body).toContain(formatPrice(1290, 'en'));
    expect(english.body).toContain('The heart of Canelones in a glass');
  });

  it('answers 404 for an unknown Spanish address, in Spanish', async () => {
    const missing = await html('/es/anything-unknown');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatch(/<html lang="es-UY">/);
    expect((await html('/es/product/999')).status).toBe(404);
  });

  it('lists both languages in the sitemaps', async () => {
    const pages = await (await fetch(`${baseUrl}/sitemaps/pages.xml`)).text();
    const wines = await (await fetch(`${baseUrl}/sitemaps/wines-1.xml`)).text();
    for (const path of ['/', '/es/', '/our-wines', '/es/our-wines']) expect(pages).toContain(`<loc>${baseUrl}${path}</loc>`);
    for (const path of ['/product/1', '/es/product/1']) expect(wines).toContain(`<loc>${baseUrl}${path}</loc>`);
  });

  it('switches to the same page in the other language from the navbar and back from the footer, and remembers the choice', async () => {
    await resetDatabase();
    const page = await openPage();
    await page.goto('/our-wines?category=1');
    await page.getByRole('banner').locator('a[hreflang="es-UY"]').click();
    await page.waitForURL(`${baseUrl}/es/our-wines?category=1`);
    await appTakesOver(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('es-UY');
    const language = async () => (await page.context().cookies()).find((cookie) => cookie.name === 'cellar-language')?.value;
    expect(await language()).toBe('es-UY');
    // Typed or bookmarked, the bare home address follows the choice.
    await page.goto('/');
    await page.waitForURL(`${baseUrl}/es/`);
    await appTakesOver(page);

    // Inside the Spanish shop, the app's own navigation keeps the language.
    await page.getByRole('banner').locator('a[href="/es/about-this-project"]').first().click();
    await page.waitForURL(`${baseUrl}/es/about-this-project`);

    await page.getByRole('contentinfo').locator('a[hreflang="en"]').click();
    await page.waitForURL(`${baseUrl}/about-this-project`);
    await appTakesOver(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await language()).toBe('en');
  });

  it('offers the Spanish shop to a browser that prefers Spanish on an English page, without leaving the page it asked for', async () => {
    await resetDatabase();
    const page = await openPage({ locale: 'es-UY' });
    const response = await page.goto('/our-wines');
    // Never redirected: the address asked for is the page drawn, in English.
    expect(response!.status()).toBe(200);
    expect(page.url()).toBe(`${baseUrl}/our-wines`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const offer = page.locator('aside[lang="es-UY"]');
    await offer.waitFor();
    expect(await offer.getByRole('link').getAttribute('href')).toBe('/es/our-wines');

    // Declined, it does not come back.
    await offer.getByRole('button').click();
    await offer.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('banner').waitFor();
    expect(await offer.count()).toBe(0);
  });

  it('waits for a first visitor to answer the home page’s age gate and welcome before offering Spanish', async () => {
    const page = await openPage({ locale: 'es-UY', stored: FIRST_VISIT });
    await page.goto('/');
    await appTakesOver(page);
    const gate = page.getByRole('dialog', { name: 'Are you over 18?' });
    await gate.waitFor();
    // The gate itself offers the shop in Spanish, in Spanish.
    const inSpanish = gate.locator('a[lang="es-UY"]');
    await inSpanish.waitFor();
    expect([await inSpanish.textContent(), await inSpanish.getAttribute('href')]).toEqual(['Ver la tienda en español', '/es/']);
    const offer = page.locator('aside[lang="es-UY"]');
    // Its words load on demand: give them the time they would take, then it must still not be there.
    await page.waitForTimeout(500);
    expect(await offer.count()).toBe(0);
    await gate.getByRole('button', { name: 'Yes' }).click();
    const welcome = page.getByRole('dialog', { name: 'Welcome to The Cellar' });
    await welcome.waitFor();
    expect(await offer.count()).toBe(0);
    await welcome.getByRole('button', { name: 'Close', exact: true }).click();
    await offer.getByRole('link').click();
    await page.waitForURL(`${baseUrl}/es/`);
  });

  it('asks a first visitor whose browser prefers Spanish the age question in Spanish once they follow the gate’s link', async () => {
    const page = await openPage({ locale: 'es-UY', stored: FIRST_VISIT });
    await page.goto('/');
    await appTakesOver(page);
    await page.getByRole('dialog', { name: 'Are you over 18?' }).locator('a[lang="es-UY"]').click();
    await page.waitForURL(`${baseUrl}/es/`);
    await appTakesOver(page);
    const gate = page.getByRole('dialog', { name: '¿Sos mayor de 18 años?' });
    await gate.waitFor();
    // Spanish was chosen: neither the gate nor the page offers another language.
    expect(await gate.locator('a[hreflang]').count()).toBe(0);
  });

  it('leads a Spanish-preferring visitor who follows the offer to the same page in Spanish', async () => {
    const page = await openPage({ locale: 'es-UY' });
    await page.goto('/product/1');
    await page.locator('aside[lang="es-UY"]').getByRole('link').click();
    await page.waitForURL(`${baseUrl}/es/product/1`);
    await appTakesOver(page);
    expect(await page.locator('aside[lang="es-UY"]').count()).toBe(0);
  });

  it('sends a Spanish guest from a protected page to the Spanish login and back there after logging in', async () => {
    const page = await openPage();
    await page.goto('/es/my-orders');
    await page.waitForURL(`${baseUrl}/es/login?next=%2Fmy-orders`);
    // The demo customer is prefilled in demo mode.
    await page.locator('main form button[type="submit"]').click();
    await page.waitForURL(`${baseUrl}/es/my-orders`);
  });
});
