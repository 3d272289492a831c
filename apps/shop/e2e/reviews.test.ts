import { describe, expect, it } from 'vitest';
import { shopToday } from '@cellar/domain';
import { seedProducts } from '../../api/src/db/seed-data';
import { api, DEMO_CUSTOMER, logInThroughForm, resetDatabase, staffOpens, toast, tokenFor, uniqueEmail, useBrowser } from './support/browser';

// The demo customer's first order, delivered, holds this wine.
const WINE = 1;
const WINE_NAME = seedProducts.find((wine) => wine.id === WINE)!.name;

describe('reviews from buyers', () => {
  const openPage = useBrowser();

  it('a buyer reviews a wine they ordered and sees the average; staff hide it and the average leaves', async () => {
    await resetDatabase();
    const page = await openPage();
    await page.goto('/login?next=/my-orders');
    await logInThroughForm(page, DEMO_CUSTOMER);
    await page.waitForURL(/\/my-orders$/);
    // My Orders asks for a review of each wine bought, and leads to the form itself, however far down the page.
    await page.getByRole('link', { name: `Review ${WINE_NAME}` }).first().click();
    await page.waitForURL(new RegExp(`/product/${WINE}#reviews$`));
    await page.getByText('No reviews yet').waitFor();
    const ask = page.getByRole('heading', { name: 'WRITE A REVIEW' });
    await ask.waitFor();
    await expect.poll(() => ask.evaluate((heading) => heading.getBoundingClientRect().top)).toBeLessThan(await page.evaluate(() => innerHeight));
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
    // Below the sticky bar, not under it.
    const bar = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
    expect(await ask.evaluate((heading) => heading.getBoundingClientRect().top)).toBeGreaterThanOrEqual(bar);
    await page.getByRole('button', { name: 'SEND REVIEW' }).click();
    expect(await page.getByRole('group', { name: 'Your rating' }).getAttribute('aria-describedby')).toBeTruthy();
    await page.getByText('Please choose from 1 to 5 stars.').waitFor();
    // The radio is hidden behind its star: a shopper taps the star.
    await page.locator('label', { has: page.getByRole('radio', { name: '4 stars' }) }).click();
    expect(await page.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await page.getByRole('textbox', { name: 'Title (optional)' }).fill('Our Friday wine');
    await page.getByRole('textbox', { name: 'Your review' }).fill('Blackberry and cocoa.\n<b>Not bold</b>');
    await page.getByRole('button', { name: 'SEND REVIEW' }).click();

    await page.getByText('Thank you for your review!').waitFor();
    await page.getByRole('img', { name: 'Rated 4.0 out of 5' }).waitFor();
    await page.getByText('(1 review)').waitFor();
    await page.getByRole('heading', { name: 'Our Friday wine' }).waitFor();
    // Signed with a first name and an initial; markup shown as the text it is.
    await page.getByText(/^Lucía P\., /).waitFor();
    await page.getByText('<b>Not bold</b>', { exact: false }).waitFor();
    expect(await page.locator('#reviews b').count()).toBe(0);

    // The page's structured data says so at once in the browser, and as the server draws it for a search engine.
    const productData = async () => {
      const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
      return structured.map((text) => JSON.parse(text) as { '@type'?: string; aggregateRating?: unknown }).find((data) => data['@type'] === 'Product');
    };
    expect((await productData())?.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
    await page.reload();
    await page.getByText('(1 review)').waitFor();
    expect((await productData())?.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });

    // Staff, in their own browser, hide it from the back office's Reviews screen.
    const staff = await openPage();
    await staffOpens(staff, '/reviews');
    const row = staff.getByRole('row').filter({ hasText: 'Our Friday wine' });
    await row.getByText('shown', { exact: true }).waitFor();
    await row.getByRole('button', { name: /^Hide the review by Lucía P\. of / }).click();
    await row.getByRole('button', { name: /^Show the review by Lucía P\. of / }).waitFor();
    await row.getByText('hidden', { exact: true }).waitFor();
    await toast(staff, 'The review by Lucía P. left the page and the rating of').waitFor();
    // The row says what the server keeps: read again, the review is still hidden.
    await staff.reload();
    await staff.getByRole('row').filter({ hasText: 'Our Friday wine' }).getByText('hidden', { exact: true }).waitFor();

    await page.reload();
    await page.getByText('No reviews yet').waitFor();
    await page.getByText('No one has reviewed this wine yet.').waitFor();
    await page.getByText('You have reviewed this wine. Thank you!').waitFor();
  });

  it('a visitor reads the reviews most helpful first: the one that says most leads, whoever wrote later', async () => {
    await resetDatabase();
    // The demo customer, who bought the wine, says much; a newer buyer says little, later.
    await api(`/products/${WINE}/reviews`, {
      method: 'POST',
      token: await tokenFor(DEMO_CUSTOMER),
      json: { rating: 5, title: 'Worth the decanter', body: 'Blackberry and cocoa, a finish that lasts, and it held up to the chorizo. Give it an hour in the decanter before the asado.' },
    });
    const buyer = { email: uniqueEmail('reviewer'), password: 'tannat-for-two' };
    await api('/users', { method: 'POST', json: { firstname: 'Bruno', lastname: 'Sosa', address: 'Calle Colonia 900', phone: '+598 92 333 444', ...buyer } });
    const token = await tokenFor(buyer);
    await api('/orders', { method: 'POST', token, json: { productList: [{ id: WINE, qty: 1 }], shippingAddress: 'Calle Colonia 900', shippingDate: shopToday(), paymentMethod: 'Visa' } });
    await api(`/products/${WINE}/reviews`, { method: 'POST', token, json: { rating: 3, title: 'Fine', body: 'Good, a little young.' } });

    const page = await openPage();
    await page.goto(`/product/${WINE}`);
    const titles = () => page.locator('#reviews article').evaluateAll((articles) => articles.map((article) => article.getAttribute('aria-label')));
    await page.getByRole('heading', { name: 'Fine' }).waitFor();
    expect(await titles()).toEqual(['Fine', 'Worth the decanter']);

    await page.getByRole('combobox', { name: 'Sort reviews' }).click();
    await page.getByRole('option', { name: 'Most helpful first' }).click();
    await expect.poll(titles).toEqual(['Worth the decanter', 'Fine']);
    expect(await page.getByRole('combobox', { name: 'Sort reviews' }).textContent()).toBe('Most helpful first');
  });
});
