import { describe, expect, it } from 'vitest';
import { baseUrl, DEMO_CUSTOMER, logInThroughForm, toast, useBrowser } from './support/browser';

const SAUVIGNON = { id: 12, name: 'Viñedos Santa Lucía Sauvignon Blanc' };
const MERLOT = { id: 5, name: 'Bodega Tres Horneros Merlot Clásico' };

describe('two tabs of one browser', () => {
  const openPage = useBrowser();

  it('share one cart: a wine added in either shows in both, neither overwriting the other', async () => {
    const first = await openPage();
    const second = await first.context().newPage();
    await first.goto(`/product/${SAUVIGNON.id}`);
    await second.goto(`/product/${MERLOT.id}`);

    await first.getByRole('button', { name: 'ADD TO CART' }).click();
    await toast(first, 'Shopping Cart').waitFor();
    await second.getByRole('button', { name: /^Open cart\s*1$/ }).waitFor();

    await second.getByRole('button', { name: 'ADD TO CART' }).click();
    await toast(second, 'Shopping Cart').waitFor();
    await first.getByRole('button', { name: /^Open cart\s*2$/ }).click();
    const drawer = first.getByRole('dialog', { name: 'Shopping Cart' });
    expect(await drawer.textContent()).toContain(SAUVIGNON.name);
    expect(await drawer.textContent()).toContain(MERLOT.name);
  });

  it('share a cart filled in another tab before this one listened: the wine shows once it listens', async () => {
    const first = await openPage();
    // This tab starts listening to other tabs at its first idle moment; here that moment waits for the test.
    await first.addInitScript(() => {
      window.requestIdleCallback = (callback) => {
        (window as unknown as { goIdle: () => void }).goIdle = () => callback({ didTimeout: false, timeRemaining: () => 50 });
        return 1;
      };
    });
    const second = await first.context().newPage();
    await first.goto('/our-wines');
    await second.goto(`/product/${MERLOT.id}`);

    await second.getByRole('button', { name: 'ADD TO CART' }).click();
    await toast(second, 'Shopping Cart').waitFor();
    await first.evaluate(() => (window as unknown as { goIdle: () => void }).goIdle());
    await first.getByRole('button', { name: /^Open cart\s*1$/ }).click();
    expect(await first.getByRole('dialog', { name: 'Shopping Cart' }).textContent()).toContain(MERLOT.name);
  });

  it('sign in together and out together: a logout in one sends the other from My Orders to the login', async () => {
    const first = await openPage();
    const second = await first.context().newPage();
    await second.goto('/');
    await first.goto('/login');
    await logInThroughForm(first);
    await first.waitForURL(`${baseUrl}/`);
    await second.getByRole('button', { name: `Account menu for ${DEMO_CUSTOMER.firstname}` }).waitFor();
    await second.goto('/my-orders');
    await second.getByRole('heading', { name: /^ORDER : / }).first().waitFor();

    await first.getByRole('button', { name: /Account menu/ }).click();
    await first.getByRole('button', { name: 'LOGOUT', exact: true }).click();
    await second.waitForURL(`${baseUrl}/login?next=%2Fmy-orders`);
    // Logging out is no surprise, so the other tab shows no expiry toast.
    expect(await toast(second, 'Session').count()).toBe(0);
  });

  it('watch the second tab too: its page errors and console errors are reported', async () => {
    const problems: string[] = [];
    const first = await openPage({ onProblem: (problem) => problems.push(problem) });
    const second = await first.context().newPage();
    await second.goto('/our-wines');
    await second.evaluate(() => {
      console.error('logged by the second tab');
      setTimeout(() => {
        throw new Error('thrown in the second tab');
      });
    });
    await expect.poll(() => problems).toEqual(['console: logged by the second tab', 'pageerror: thrown in the second tab']);
  });
});
