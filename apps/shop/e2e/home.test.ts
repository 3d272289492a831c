import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appTakesOver, baseUrl, FIRST_VISIT, holdRequests, logInThroughForm, MOBILE, resetDatabase, toast, useBrowser } from './support/browser';

/** Past the age gate, not yet past the welcome modal. */
const WELCOME_DUE = { version: 1, user: null, cart: [], page: { ageVerification: false, resetDB: true, databaseToast: false } };

describe('home', () => {
  const openPage = useBrowser();

  it('asks a first-time visitor their age and lets an adult in for good', async () => {
    const page = await openPage({ stored: FIRST_VISIT });
    await page.goto('/');
    const gate = page.getByRole('dialog', { name: 'Are you over 18?' });
    await gate.waitFor();
    expect(await gate.textContent()).toContain('over 18 years old');
    await gate.getByRole('button', { name: 'Yes' }).click();
    await gate.waitFor({ state: 'detached' });

    // The welcome modal comes next; after Close neither returns on a reload.
    const welcome = page.getByRole('dialog', { name: 'Welcome to The Cellar' });
    await welcome.getByRole('button', { name: 'Close', exact: true }).click();
    await welcome.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Uncork your senses through our wine collection' }).waitFor();
    await page.reload();
    await expectNoModalOnHome(page);
  });

  it('keeps the welcome modal closed for the rest of the browser session once closed, and offers it again in a new one', async () => {
    const page = await openPage({ stored: WELCOME_DUE });
    await page.goto('/');
    const welcome = page.getByRole('dialog', { name: 'Welcome to The Cellar' });
    await welcome.getByRole('button', { name: 'Close', exact: true }).click();
    await welcome.waitFor({ state: 'detached' });

    // Another page and back, then a login (which lands on /): the modal stays away.
    await page.goto('/our-wines');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'The Cellar, home' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expectNoModalOnHome(page);
    await page.goto('/login');
    await logInThroughForm(page);
    await page.waitForURL(`${baseUrl}/`);
    await expectNoModalOnHome(page);

    const nextSession = await openPage({ stored: WELCOME_DUE });
    await nextSession.goto('/');
    await nextSession.getByRole('dialog', { name: 'Welcome to The Cellar' }).waitFor();
  });

  it('sends a visitor who answers No to a search engine', async () => {
    const page = await openPage({ stored: FIRST_VISIT });
    await page.route('https://www.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Search</title>' }));
    await page.goto('/');
    await page.getByRole('dialog', { name: 'Are you over 18?' }).getByRole('button', { name: 'No', exact: true }).click();
    await page.waitForURL('https://www.google.com/**');
    expect(page.url()).toBe('https://www.google.com/');
  });

  it('resets the database from the welcome modal and confirms it with the Database toast', async () => {
    const page = await openPage({ stored: { version: 1, user: null, cart: [], page: { ageVerification: false, resetDB: true, databaseToast: false } } });
    await page.goto('/');
    const welcome = page.getByRole('dialog', { name: 'Welcome to The Cellar' });
    await welcome.waitFor();
    expect(await welcome.textContent()).toContain('For a better experience you may want to reset the database.');
    await welcome.getByRole('button', { name: 'Reset data base' }).click();
    await welcome.waitFor({ state: 'detached' });
    const done = toast(page, 'Database');
    await done.waitFor();
    expect(await done.textContent()).toContain('Database has been reset successfully!');
    expect(await done.textContent()).toContain('Just now');
    await done.waitFor({ state: 'detached', timeout: 6_000 });

    await page.reload();
    await page.getByRole('heading', { name: 'FEATURED WINES' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('lists featured wines with short descriptions and opens one with SEE MORE', async () => {
    await resetDatabase();
    const page = await openPage();
    await page.goto('/');
    const featured = page.getByRole('list', { name: 'Featured wines' });
    await featured.getByRole('listitem').first().waitFor();
    expect(await featured.getByRole('listitem').count()).toBe(10);
    // At most 100 characters, a cut one ending in a whole word and one ellipsis (the seed's descriptions end in a full stop).
    for (const text of await featured.getByRole('paragraph').allTextContents()) {
      expect(text.length).toBeLessThanOrEqual(100);
      expect(text).not.toMatch(/\.…$|\.\.\.+$|\s…$/);
    }
    expect(await page.locator('video').getAttribute('poster')).toBe('/media/cellar-poster.webp');

    const firstName = await featured.getByRole('heading').first().textContent();
    await featured.getByRole('link', { name: /SEE MORE/ }).first().click();
    await page.waitForURL(/\/product\/1$/);
    await page.getByRole('heading', { level: 1, name: firstName ?? '' }).waitFor();
    expect(await page.title()).toBe(firstName);
  });

  it("fetches a featured wine's picture below a phone's first screen once the app runs, ahead of the shopper's scroll", async () => {
    const page = await openPage({ viewport: MOBILE, waitForApp: false });
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (/-featured\.webp$/.test(request.url())) pictures.push(new URL(request.url()).pathname);
    });
    const release = await holdRequests(page, /\/assets\/framework-[\w-]+\.js$/);
    await page.goto('/', { waitUntil: 'load' });
    // Past half a screen below the first: the server's page leaves the phone's bandwidth to its first screen.
    const second = page.getByRole('list', { name: 'Featured wines' }).getByRole('img').nth(1);
    expect((await second.boundingBox())?.y).toBeGreaterThan(MOBILE.height * 1.5);
    const secondPicture = new URL((await second.getAttribute('src')) ?? '', baseUrl).pathname;
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    expect(pictures).not.toContain(secondPicture);
    release();
    await appTakesOver(page);
    // Without a scroll.
    await expect.poll(() => pictures).toContain(secondPicture);
  });

  it('shows the newsletter toast and clears the email', async () => {
    const page = await openPage();
    await page.goto('/our-wines');
    const email = page.getByPlaceholder('Insert your email...');
    await email.fill('wine.lover@example.com');
    await page.getByRole('button', { name: 'Send' }).click();
    const sent = toast(page, 'Newsletter');
    await sent.waitFor();
    expect(await sent.textContent()).toContain('This functionality is still in development!');
    expect(await email.inputValue()).toBe('');
  });

  it('shows Page Not Found for unknown paths, with a way home', async () => {
    const page = await openPage();
    const response = await page.goto('/no/such/cellar');
    // The page answers 404 too, so search engines and link checkers see the address is dead.
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.getByText('The page you are trying to access is not available.').isVisible()).toBe(true);
    // The header and footer frame the 404 too.
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'BACK TO HOME' }).click();
    await page.waitForURL(`${baseUrl}/`);
  });

  it('shows the application error screen when a page cannot load', async () => {
    const page = await openPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'FEATURED WINES' }).waitFor();
    // A page's code missing from the server (say, mid-deploy) is an error no route handles.
    await page.route(/\/assets\/About-[\w-]+\.js$/, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ABOUT THIS PROJECT' }).click();
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    expect(await page.getByRole('link', { name: 'BACK TO HOME' }).getAttribute('href')).toBe('/');
  });

  it('offers a scroll-to-top arrow only after 100 px of scrolling', async () => {
    const page = await openPage();
    await page.goto('/our-wines');
    await page.getByRole('list', { name: 'Wines' }).getByRole('link').first().waitFor();
    const arrow = page.getByRole('button', { name: 'Scroll to top' });
    expect(await arrow.count()).toBe(0);
    // On a loaded machine one wheel can land before the page has its full height; a shopper scrolls on.
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 400);
        return arrow.count();
      })
      .toBe(1);
    await arrow.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await arrow.waitFor({ state: 'detached' });
  });
});

/** Home has drawn its wines, and no modal stands in front of them. */
async function expectNoModalOnHome(page: Page) {
  await page.getByRole('list', { name: 'Featured wines' }).getByRole('link').first().waitFor();
  expect(await page.getByRole('dialog').count()).toBe(0);
}
