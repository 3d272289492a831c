import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../../api/src/db/seed';

export { DEMO_ADMIN, DEMO_CUSTOMER };

export const baseUrl = inject('baseUrl');


export const DESKTOP = { width: 1440, height: 900 };
export const MOBILE = { width: 390, height: 844 };

/** Nothing stored: a browser that has never opened the shop. */
export const FIRST_VISIT = null;
/** The persisted store of a visitor who already passed the age gate and closed the welcome modal. */
export const RETURNING_VISITOR = { version: 1, user: null, cart: [], page: { ageVerification: false, resetDB: false, databaseToast: false } };

interface PageOptions {
  viewport?: { width: number; height: number };
  /** Seeds localStorage 'root' before the first page load only, so reloads keep what the shop saved. */
  stored?: unknown;
  /** Takes the Content-Security-Policy violations instead of failing the test with them (for the test that proves they are seen). */
  onCspViolation?: (violation: string) => void;
  /** Takes the console and page errors of every tab instead of failing the test with them (for the test that proves they are seen). */
  onProblem?: (problem: string) => void;
  /**
   * Whether each navigation waits until the app has taken the page over (true by default); false
   * returns as soon as the page has loaded, for the tests of what happens before and during the takeover.
   */
  waitForApp?: boolean;
  /** The browser's time zone (Chromium's emulation), for what a shopper in Montevideo or elsewhere sees; the machine's by default. */
  timezoneId?: string;
  /** The browser's language (`navigator.languages` and its Accept-Language), for a shopper whose browser prefers Spanish; Chromium's own by default. */
  locale?: string;
}

/** The page-side name of the function through which each page reports its violations. */
const CSP_REPORTER = '__reportCspViolation';
/** What Chromium's own console message about each violation says. */
const CSP_CONSOLE_MESSAGE = 'violates the following Content Security Policy directive';

/**
 * One Chromium per test file and a fresh context (own storage) per test. Console errors, page errors
 * and Content-Security-Policy violations fail the test: a shopper-facing screen must not throw, log
 * React warnings or need anything the server's policy refuses (an inline script or style without the
 * page's nonce, another host). Every page of the context is watched, so is a second tab a journey
 * opens with `page.context().newPage()`.
 */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const problems: string[] = [];

  beforeAll(async () => {
    browser = await chromium.launch(inject('chromiumLaunch'));
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    const seen = problems.splice(0);
    expect(seen, 'console errors or page errors').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  return async function openPage({
    viewport = DESKTOP,
    stored = RETURNING_VISITOR,
    onCspViolation = (violation) => problems.push(`csp: ${violation}`),
    onProblem = (problem) => problems.push(problem),
    waitForApp = true,
    timezoneId,
    locale,
  }: PageOptions = {}): Promise<Page> {
    const context = await browser.newContext({ viewport, baseURL: baseUrl, reducedMotion: 'reduce', ...(timezoneId ? { timezoneId } : {}), ...(locale ? { locale } : {}) });
    contexts.push(context);
    await context.exposeFunction(CSP_REPORTER, onCspViolation);
    // Listening from before the page's first byte, in the capture phase, sees every violation of every document.
    await context.addInitScript((reporter) => {
      document.addEventListener(
        'securitypolicyviolation',
        (event) => {
          const report = (window as unknown as Record<string, (violation: string) => void>)[reporter];
          report?.(`${event.effectiveDirective} refused ${event.blockedURI} at ${event.sourceFile || event.documentURI}:${event.lineNumber}`);
        },
        true,
      );
    }, CSP_REPORTER);
    if (stored !== null) {
      await context.addInitScript((value) => {
        // A new tab starts on about:blank, which has no storage of its own.
        if (window.location.protocol.startsWith('http') && window.localStorage.getItem('root') === null) window.localStorage.setItem('root', value);
      }, JSON.stringify(stored));
    }
    context.on('page', (page) => watch(page, onProblem, waitForApp));
    return context.newPage();
  };
}

/** Readies a page of a test's context and reports its console errors and page errors. */
function watch(page: Page, report: (problem: string) => void, waitForApp: boolean) {
  page.setDefaultTimeout(10_000);
  page.on('pageerror', (error) => report(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    // Failed requests the journey provokes on purpose (401, 404, 409) are logged by Chromium itself,
    // and so are policy violations, which the listener above reports.
    if (message.type() === 'error' && !text.startsWith('Failed to load resource') && !text.includes(CSP_CONSOLE_MESSAGE)) report(`console: ${text}`);
  });
  if (!waitForApp) return;
  // The shop's code loads once the page has loaded (src/boot.ts) and hydrates it: every navigation waits
  // until the app has taken the page over, so a journey's steps meet the running app.
  // The back office (under /admin) is an app of its own, not server-drawn: it has nothing to take over.
  const takenOver = async () => {
    if (!new URL(page.url()).pathname.startsWith('/admin')) await appTakesOver(page);
  };
  const [goto, reload] = [page.goto.bind(page), page.reload.bind(page)];
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await takenOver();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await takenOver();
    return response;
  };
}

/**
 * Holds back every request of `page` whose address matches `pattern` until the returned `release` is
 * called, so a test can act while what they fetch is still on its way, however fast this machine is.
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Waits until the shop's code has taken the page over (src/routing/Root.tsx marks it). */
export const appTakesOver = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

export async function api<T = unknown>(path: string, init: RequestInit & { token?: string; json?: unknown } = {}): Promise<T> {
  const { token, json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(`${baseUrl}/api${path}`, { ...rest, headers, ...(json !== undefined ? { body: JSON.stringify(json) } : {}) });
  if (!response.ok) throw new Error(`${rest.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function resetDatabase() {
  await api('/resetdb', { method: 'POST' });
}

export async function tokenFor({ email, password }: { email: string; password: string }): Promise<string> {
  const user = await api<{ token: string }>('/tokens/user', { method: 'POST', json: { email, password } });
  return user.token;
}

/** Logs in through the form; the demo customer is prefilled in demo mode. */
export async function logInThroughForm(page: Page, credentials?: { email: string; password: string }) {
  await page.getByRole('heading', { name: 'Login' }).waitFor();
  if (credentials) {
    await page.getByLabel('Email').fill(credentials.email);
    await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  }
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * The toast with this title. An open drawer or modal hides the rest of the page from assistive
 * technology, the toast viewport included, so the lookup includes hidden roles and relies on
 * waitFor's visibility check for what the shopper sees. The region is named in the page's language.
 */
export function toast(page: Page, title: string, region: RegExp = /Notification/) {
  return page
    .getByRole('region', { name: region, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: title });
}

/** The staff member's own browser: the back office's login, then the screen asked for. */
export async function staffOpens(page: Page, path: string) {
  await page.goto(`/admin${path}`);
  await page.getByRole('heading', { name: 'Staff login' }).waitFor();
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await page.waitForURL(new RegExp(`/admin${path.replace('/', '\\/')}$`));
}

/** The message a field points to with aria-describedby, as a screen reader would read it with the field. */
export async function describedBy(field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  return field.evaluate((element, list) => list.split(' ').map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '').join(' '), ids);
}

export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example`;
}
