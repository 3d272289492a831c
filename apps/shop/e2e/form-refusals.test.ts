import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, DEMO_CUSTOMER, describedBy, RETURNING_VISITOR, uniqueEmail, useBrowser } from './support/browser';

// What the contract calls its fields; a shopper never reads these.
const CONTRACT_WORDING = /\b(firstname|lastname|address|phone|email|password|shippingAddress|paymentMethod|shippingDate) (must|is required)/;

/** The field has the keyboard focus, and the shopper can see it (it is inside the window). */
async function expectFocusedInView(page: Page, field: Locator) {
  expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
  const box = await field.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
}

async function fillSignup(page: Page, values: { address: string; phone: string; email: string }) {
  await page.getByLabel('First name').fill('Valentina');
  await page.getByLabel('Last name').fill('Rodríguez');
  await page.getByLabel('Address').fill(values.address);
  await page.getByLabel('Phone').fill(values.phone);
  await page.getByLabel('Email').fill(values.email);
  await page.getByLabel('Password', { exact: true }).fill('tannat-and-toast');
  await page.getByLabel('Confirm password', { exact: true }).fill('tannat-and-toast');
  await page.getByRole('button', { name: 'Submit' }).click();
}

describe('refusals where the eye is', () => {
  const openPage = useBrowser();

  it('a sign-up with a short address and a phone of letters is refused at those fields, in the shop’s words, before anything is sent', async () => {
    const page = await openPage();
    const sent: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/users') && sent.push(request.method()));
    await page.goto('/signup');
    await fillSignup(page, { address: 'ab', phone: 'abc', email: uniqueEmail('refused') });

    const address = page.getByLabel('Address');
    const phone = page.getByLabel('Phone');
    await page.locator('[aria-invalid="true"]').first().waitFor();
    expect(await address.getAttribute('aria-invalid')).toBe('true');
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('First name').getAttribute('aria-invalid')).toBeNull();
    expect(await describedBy(address)).toMatch(/at least 3 characters/);
    expect(await describedBy(phone)).toMatch(/at least 6 digits/);
    expect(await page.locator('main').textContent()).not.toMatch(CONTRACT_WORDING);
    await expectFocusedInView(page, address);
    expect(sent).toEqual([]);
  });

  it('a sign-up with a taken email is refused by the server at the email field', async () => {
    const page = await openPage();
    await page.goto('/signup');
    await fillSignup(page, { address: 'Bulevar Artigas 1020, Montevideo', phone: '+598 94 555 111', email: DEMO_CUSTOMER.email });

    const email = page.getByLabel('Email');
    await page.locator('[aria-invalid="true"]').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await describedBy(email)).toContain('An account with this email already exists.');
    expect(await page.locator('main').textContent()).not.toMatch(CONTRACT_WORDING);
    await expectFocusedInView(page, email);
    expect(page.url()).toMatch(/\/signup$/);
  });

  it('a checkout with an empty address, then without a payment method, shows each message at its field and takes the shopper there', async () => {
    const user = await api<Record<string, unknown>>('/tokens/user', { method: 'POST', json: DEMO_CUSTOMER });
    const wine = await api<{ id: number; name: string; img: string; unitPrice: number; stock: number }>('/products/1');
    const cart = [{ id: wine.id, name: wine.name, img: wine.img, unitPrice: wine.unitPrice, stock: wine.stock, qty: 1 }];
    const page = await openPage({ stored: { ...RETURNING_VISITOR, user, cart } });
    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'CHECKOUT' }).waitFor();

    const address = page.getByLabel('Shipping address');
    await address.fill('');
    await page.getByRole('combobox', { name: 'Payment method' }).click();
    await page.getByRole('option', { name: 'Visa' }).click();
    await page.getByRole('button', { name: 'Confirm order' }).click();
    await page.locator('[aria-invalid="true"]').waitFor();
    expect(await address.getAttribute('aria-invalid')).toBe('true');
    expect(await describedBy(address)).toMatch(/shipping address of at least 3 characters/);
    expect(await page.locator('main').textContent()).not.toMatch(CONTRACT_WORDING);
    await expectFocusedInView(page, address);

    await page.reload();
    await page.getByRole('heading', { name: 'CHECKOUT' }).waitFor();
    await page.getByRole('button', { name: 'Confirm order' }).click();
    const payment = page.getByRole('combobox', { name: 'Payment method' });
    await page.locator('[aria-invalid="true"]').waitFor();
    expect(await payment.getAttribute('aria-invalid')).toBe('true');
    expect(await describedBy(payment)).toBe('Please select a payment method');
    await expectFocusedInView(page, payment);
  });
});
