import type { Product } from '@cellar/api-client';
import { abvText, cardFacts, grapesText, originText, volumeText } from '@cellar/domain';
import { describe, expect, it } from 'vitest';
import { api, appTakesOver, baseUrl, MOBILE, resetDatabase, useBrowser } from './support/browser';

/** A blend (Tannat 60 %, Merlot 40 %) of Montevideo with a vintage and its alcohol: every fact shows. */
const BLEND = 7;

describe('a wine’s facts where shoppers look', () => {
  const openPage = useBrowser();

  it('are in the product page the server sends, and in its JSON-LD: the producer as brand, each fact a property', async () => {
    await resetDatabase();
    const wine = await api<Product>(`/products/${BLEND}`);
    const body = await (await fetch(`${baseUrl}/product/${BLEND}`, { headers: { accept: 'text/html' } })).text();
    for (const fact of [wine.producer!, grapesText(wine.grapes, 'en'), originText(wine)!, String(wine.vintage), abvText(wine.abv!, 'en'), volumeText(wine.volumeMl, 'en')]) expect(body).toContain(fact);
    const data = JSON.parse(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/.exec(body)![1]!) as { brand: unknown; additionalProperty: { name: string; value: unknown }[] };
    expect(data.brand).toEqual({ '@type': 'Brand', name: wine.producer });
    expect(data.additionalProperty.filter((property) => property.name === 'grape').map((property) => property.value)).toEqual(['Tannat', 'Merlot']);
    expect(data.additionalProperty).toContainEqual(expect.objectContaining({ name: 'vintage', value: wine.vintage }));
  });

  it('come after the price and ADD TO CART on a phone, which stay on the first screen, and read in Spanish in the Spanish shop', async () => {
    const wine = await api<Product>(`/products/${BLEND}`);
    const page = await openPage({ viewport: MOBILE });
    await page.goto(`/es/product/${BLEND}`);
    await appTakesOver(page);
    const button = page.locator('main form button[type="submit"]');
    const grapes = page.getByText(grapesText(wine.grapes, 'es-UY'), { exact: true });
    await grapes.waitFor();
    const [buttonBox, grapesBox] = [await button.boundingBox(), await grapes.boundingBox()];
    expect(buttonBox!.y + buttonBox!.height).toBeLessThanOrEqual(grapesBox!.y);
    expect(await page.getByText('Añada:').count()).toBe(1);
  });

  it('give each card of the catalogue its line: grapes, region, year', async () => {
    const wine = await api<Product>(`/products/${BLEND}`);
    const page = await openPage();
    await page.goto('/our-wines');
    const card = page.locator('article', { has: page.getByRole('link', { name: wine.name, exact: true }) });
    expect(await card.getByText(cardFacts(wine, 'en'), { exact: true }).count()).toBe(1);
  });

  it('filter the catalogue from the Filters panel by grape, region and year, in an address that can be shared', async () => {
    const page = await openPage();
    await page.goto('/our-wines');
    await appTakesOver(page);
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('group', { name: 'Grape' }).getByRole('checkbox', { name: /^Tannat \(\d+\)$/ }).check();
    await page.waitForURL(`${baseUrl}/our-wines?grape=Tannat`);
    await page.getByRole('group', { name: 'Region' }).getByRole('checkbox', { name: /^Canelones \(\d+\)$/ }).check();
    await page.waitForURL(`${baseUrl}/our-wines?grape=Tannat&region=Canelones`);
    const wines = await api<{ name: string }[]>('/products?grape=Tannat&region=Canelones&limit=100');
    const cards = page.getByRole('list', { name: 'Wines' }).locator('article h3');
    await expect.poll(() => cards.allTextContents()).toEqual(wines.map((wine) => wine.name));

    // The address alone draws the same wines, the same boxes checked.
    const shared = await openPage();
    await shared.goto('/our-wines?grape=Tannat&region=Canelones');
    await appTakesOver(shared);
    expect(await shared.getByRole('list', { name: 'Wines' }).locator('article h3').allTextContents()).toEqual(wines.map((wine) => wine.name));
    await shared.getByRole('button', { name: /^Filters/ }).click();
    expect(await shared.getByRole('checkbox', { name: /^Tannat/ }).isChecked()).toBe(true);
  });
});
