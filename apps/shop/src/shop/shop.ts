import { ApiError, createDeferredApiClient, unwrap, type ApiCalls } from '@cellar/api-client';
import { DEFAULT_LOCALE, pathWithoutLocale, type Locale } from '@cellar/i18n';
import { imagePath } from '@cellar/domain';
import {
  ageGateMachine,
  cartMachine,
  createShopStore,
  followOtherTabs,
  newsletterMachine,
  resetDatabaseMachine,
  sessionMachine,
  STORE_KEY,
  toastsMachine,
  type addToCartMachine,
  type changePasswordMachine,
  type eraseAccountMachine,
  type checkoutMachine,
  type forgotPasswordMachine,
  type newPasswordMachine,
  type orderHistoryMachine,
  type reviewFormMachine,
  type ProductSummary,
  type ShopStore,
  type StorageEvents,
  type StorageLike,
  type ToastContent,
} from '@cellar/machines';
import { createActor, fromPromise, type ActorOptions, type AnyActorLogic } from 'xstate';
import { fetchWine } from '../data/catalogue';
import { fetchReviewStanding } from '../data/reviews';
import { loginReturningTo, safeReturnPath } from '../routing/returnPath';
import { demoModeOfPage } from './demo';

/**
 * The one place where the flow machines meet the outside world: the API client, the router's
 * navigation, the toast queue and the browser. Pages get the provided machines and running actors
 * from here and only render state and send events.
 */

export type Inspect = ActorOptions<AnyActorLogic>['inspect'];

type Implementations<TMachine extends { provide: (implementations: never) => unknown }> = Parameters<TMachine['provide']>[0];

export interface ShopOptions {
  /** Where the API lives; '/api' in the browser. */
  baseUrl?: string;
  /** The server renderer passes its own fetch; the browser uses its global one. */
  fetch?: typeof globalThis.fetch;
  /** Defaults to the browser's localStorage, followed across tabs; stories and the server pass memory. */
  storage?: StorageLike;
  navigate: (to: string) => void;
  /** Where the age gate sends minors; the browser leaves the site by default. */
  leaveSite?: (url: string) => void;
  /** Fixed "today" (yyyy-mm-dd) for stories; the checkout uses today in Montevideo otherwise. */
  today?: string;
  inspect?: Inspect;
  /** Where product, category and avatar images live; stories point it at local artwork. */
  imageUrl?: (file: string) => string;
  /** Whether the server runs in demo mode (see demo.ts); the browser reads it from the page. */
  demoMode?: boolean;
  /** The page's language: the API answers its wines, categories and refusals in it. English by default. */
  locale?: Locale;
}

/** The same-site `?next=` of the page shown, when it is `page` (the login, or the sign-up on the way to it). */
function returnPathOn(page: '/login' | '/signup'): string | null {
  if (typeof window === 'undefined' || pathWithoutLocale(window.location.pathname) !== page) return null;
  return safeReturnPath(new URLSearchParams(window.location.search).get('next'));
}

/**
 * Where a flow's navigation leads: login's home is where the /login redirect interrupted the shopper, and
 * a sign-up's login keeps that way back (a guest on the way to the checkout who signs up comes back to it).
 */
function resumed(to: string): string {
  if (to === '/') return returnPathOn('/login') ?? to;
  if (to === '/login') return loginReturningTo(returnPathOn('/signup'));
  return to;
}

function storedState(): string | null {
  try {
    return localStorage.getItem(STORE_KEY);
  } catch {
    return null;
  }
}

/**
 * The browser's announcements of what other tabs wrote to localStorage, listened for from the page's
 * first idle moment: adding a `storage` listener makes the browser load the page's storage areas there
 * and then, in a round trip to its own process (25 ms of the takeover's busiest task on /our-wines), and
 * nothing another tab writes matters before the shopper can act. A write made meanwhile is caught by
 * comparing the saved state with what it was when the shop read it.
 */
const otherTabsWrites: StorageEvents = (listener) => {
  const onStorage = (event: StorageEvent) => listener(event.key);
  const read = storedState();
  let stopped = false;
  const follow = () => {
    if (stopped) return;
    window.addEventListener('storage', onStorage);
    if (storedState() !== read) listener(STORE_KEY);
  };
  // Safari has no requestIdleCallback.
  if ('requestIdleCallback' in window) requestIdleCallback(follow);
  else setTimeout(follow, 0);
  return () => {
    stopped = true;
    window.removeEventListener('storage', onStorage);
  };
};

/** Lasts as long as the browser session; some privacy settings refuse even to hand it out. */
function browserSessionStorage(): StorageLike | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function createShop({
  baseUrl = '/api',
  fetch,
  storage,
  navigate,
  leaveSite,
  today,
  inspect,
  imageUrl = imagePath,
  demoMode = typeof document === 'undefined' || demoModeOfPage(document),
  locale = DEFAULT_LOCALE,
}: ShopOptions) {
  const store: ShopStore = createShopStore({
    ...(storage ? { storage } : {}),
    onError: (error) => console.error('Could not read or save the shop state', error),
  });
  // Only the browser's own storage is shared with other tabs (and the browser session).
  const inBrowser = !storage;
  const stopFollowingTabs = inBrowser ? followOtherTabs(store, otherTabsWrites) : () => {};
  const api: ApiCalls = createDeferredApiClient({
    baseUrl,
    language: locale,
    getToken: () => store.getSnapshot().context.user?.token,
    // Every call made with a token passes here, so one dead session is noticed whichever screen asked.
    onUnauthorized: (token) => session.send({ type: 'SESSION.EXPIRED', token }),
    ...(fetch ? { fetch } : {}),
  });
  const actorOptions = inspect ? { inspect } : {};
  if (inspect) store.inspect(inspect);

  const toasts = createActor(toastsMachine, actorOptions).start();
  const notify = (_: unknown, toast: ToastContent) => toasts.send({ type: 'PUSH', toast });
  const go = (_: unknown, { to }: { to: string }) => navigate(to);

  const lookupProduct = fromPromise<ProductSummary | null, { productId: number }>(async ({ input }) => {
    try {
      return await fetchWine(api, input.productId);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  });

  // Page machines are imported by their pages (so each lands in its page's chunk) and provided
  // with these implementations through usePageMachine.
  const implementations = {
    addToCart: { actions: { notify } } satisfies Implementations<typeof addToCartMachine>,
    checkout: {
      actors: {
        createOrder: fromPromise(async ({ input: { order, idempotencyKey } }) => {
          const { productList, ...fields } = order;
          const { id, totalAmount } = await unwrap(
            api.POST('/orders', {
              headers: { 'Idempotency-Key': idempotencyKey },
              body: { ...fields, productList: productList.map(({ id, qty }) => ({ id, qty })) },
            }),
          );
          return { id, totalAmount };
        }),
      },
      actions: { notify, navigate: go },
    } satisfies Implementations<typeof checkoutMachine>,
    orderHistory: { actors: { lookupProduct }, actions: { notify, navigate: go } } satisfies Implementations<typeof orderHistoryMachine>,
    reviewForm: {
      actors: {
        loadStanding: fromPromise(({ input }) => fetchReviewStanding(api, input.productId)),
        submitReview: fromPromise(({ input }) => unwrap(api.POST('/products/{id}/reviews', { params: { path: { id: input.productId } }, body: input.review }))),
      },
    } satisfies Implementations<typeof reviewFormMachine>,
    changePassword: {
      actors: {
        changePassword: fromPromise(async ({ input: { userId, token, ...body } }) => {
          await unwrap(api.PATCH('/users/{id}/password', { params: { path: { id: userId } }, headers: { Authorization: `Bearer ${token}` }, body }));
        }),
      },
      actions: { notify },
    } satisfies Implementations<typeof changePasswordMachine>,
    eraseAccount: {
      actors: {
        eraseAccount: fromPromise(async ({ input: { userId, token, password } }) => {
          await unwrap(api.DELETE('/users/{id}', { params: { path: { id: userId } }, headers: { Authorization: `Bearer ${token}` }, body: { password } }));
        }),
      },
      // The server ended every session with the account: this tab and the others forget it, as after a logout elsewhere.
      actions: { notify, navigate: go, signOut: () => store.trigger.loggedOut() },
    } satisfies Implementations<typeof eraseAccountMachine>,
    forgotPassword: {
      actors: { requestReset: fromPromise(({ input }) => unwrap(api.POST('/password-resets', { body: input }))) },
    } satisfies Implementations<typeof forgotPasswordMachine>,
    newPassword: {
      actors: {
        setPassword: fromPromise(({ input: { token, password } }) => unwrap(api.POST('/password-resets/{token}', { params: { path: { token } }, body: { password } }))),
      },
      // Declared below: by the time a password is saved, the session exists.
      actions: { notify, navigate: go, offerLogin: (_, { email }) => session.send({ type: 'LOGIN.OFFER', email }) },
    } satisfies Implementations<typeof newPasswordMachine>,
  };

  const session = createActor(
    sessionMachine.provide({
      actors: {
        login: fromPromise(({ input }) => unwrap(api.POST('/tokens/user', { body: input }))),
        logout: fromPromise(async ({ input }) => {
          if (input.token) await unwrap(api.DELETE('/tokens', { headers: { Authorization: `Bearer ${input.token}` } }));
        }),
        signup: fromPromise(async ({ input }) => {
          await unwrap(api.POST('/users', { body: input }));
        }),
        updateProfile: fromPromise(({ input }) => {
          const form = new FormData();
          const { avatar, ...fields } = input.changes;
          for (const [key, value] of Object.entries(fields)) form.append(key, value);
          if (avatar) form.append('avatar', avatar);
          return unwrap(
            api.PATCH('/users/{id}', {
              params: { path: { id: input.userId } },
              headers: { Authorization: `Bearer ${input.token}` },
              // openapi-fetch would JSON-encode the body; the browser must set the multipart boundary itself.
              body: form as never,
              bodySerializer: () => form,
            }),
          );
        }),
      },
      actions: {
        notify,
        navigate: (_, { to }) => navigate(resumed(to)),
      },
    }),
    { ...actorOptions, input: { store } },
  ).start();

  const withdraw = (_: unknown, toast: ToastContent) => toasts.send({ type: 'WITHDRAW', toast });
  const cart = createActor(cartMachine.provide({ actions: { notify, withdraw, navigate: go } }), { ...actorOptions, input: { store } }).start();

  const ageGate = createActor(
    ageGateMachine.provide({ actions: { leaveSite: (_, { url }) => (leaveSite ? leaveSite(url) : window.location.assign(url)) } }),
    { ...actorOptions, input: { store } },
  ).start();

  const resetDatabase = createActor(
    resetDatabaseMachine.provide({
      actors: {
        resetDatabase: fromPromise(async () => {
          await unwrap(api.POST('/resetdb'));
        }),
      },
    }),
    { ...actorOptions, input: { store, demoMode, ...(inBrowser ? { sessionStorage: browserSessionStorage() } : {}) } },
  ).start();

  const newsletter = createActor(newsletterMachine.provide({ actions: { notify } }), actorOptions).start();

  const actors = [toasts, session, cart, ageGate, resetDatabase, newsletter];
  /** Stops every actor started here; the server renders each page with a shop of its own and ends it after. */
  const stop = () => {
    stopFollowingTabs();
    actors.forEach((actor) => actor.stop());
  };

  return { store, api, inspect, today, imageUrl, demoMode, implementations, toasts, session, cart, ageGate, resetDatabase, newsletter, stop };
}

export type Shop = ReturnType<typeof createShop>;
