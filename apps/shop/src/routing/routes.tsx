import { pathWithoutLocale } from '@cellar/i18n';
import { matchRoutes, redirect, type LoaderFunction, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { RouteError } from '../pages/RouteError';
import { Chrome } from '../components/Chrome';
import { createLoaders } from '../data/loaders';
import { loginReturningTo } from './returnPath';
import { Root } from './Root';
import type { Shop } from '../shop/shop';
import type { RouteHandle } from './routeHandle';

// Each page is its own chunk; the server looks a page's stylesheets up in the build manifest by its source file.
const pages = {
  Home: () => import('../pages/Home'),
  OurWines: () => import('../pages/OurWines'),
  ProductPage: () => import('../pages/ProductPage'),
  About: () => import('../pages/About'),
  MyOrders: () => import('../pages/MyOrders'),
  Checkout: () => import('../pages/Checkout'),
  Profile: () => import('../pages/Profile'),
  NotFound: () => import('../pages/NotFound'),
  Login: () => import('../pages/Login'),
  Signup: () => import('../pages/Signup'),
  ForgotPassword: () => import('../pages/ForgotPassword'),
  NewPassword: () => import('../pages/NewPassword'),
} satisfies Record<string, () => Promise<{ default: React.ComponentType }>>;

/** What the server needs to know of a route. */
export type { RouteHandle } from './routeHandle';

// The loader stays out of the lazy part: the server runs it before rendering, and a navigation starts it
// while the page's code is still on its way.
function page(name: keyof typeof pages, loader?: LoaderFunction, handle: RouteHandle = {}): Pick<RouteObject, 'lazy' | 'handle' | 'loader'> {
  return {
    lazy: async () => ({ Component: (await pages[name]()).default }),
    handle: { ...handle, source: `src/pages/${name}.tsx` } satisfies RouteHandle,
    ...(loader ? { loader } : {}),
  };
}

/**
 * Protected screens send a guest to /login, remembering where they were headed. Both as the shop's paths:
 * the router puts the redirect in the page's language (its basename), and so the navigation after login.
 */
function requireUser(shop: Shop, { request }: LoaderFunctionArgs): void {
  if (shop.store.getSnapshot().context.user) return;
  const { pathname, search } = new URL(request.url);
  throw redirect(loginReturningTo(pathWithoutLocale(pathname) + search));
}

/** Every route of the spec's section 2; pages load on demand so the home page stays small. */
export function createRoutes(shop: Shop): RouteObject[] {
  const load = createLoaders(shop);
  const signedIn = (name: keyof typeof pages, loader: LoaderFunction = () => null) =>
    page(
      name,
      (args) => {
        requireUser(shop, args);
        return loader(args);
      },
      { private: true },
    );
  return [
    {
      element: <Root shop={shop} />,
      errorElement: <RouteError />,
      HydrateFallback: () => null,
      children: [
        {
          element: <Chrome />,
          children: [
            { index: true, ...page('Home', load.home) },
            // The catalogue's own machine answers a change of its filters (the address follows it); only
            // coming to the page from elsewhere runs the loader.
            {
              path: 'our-wines',
              ...page('OurWines', load.catalogue),
              shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
                currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate,
            },
            { path: 'product/:id', ...page('ProductPage', load.product) },
            { path: 'about-this-project', ...page('About') },
            { path: 'my-orders', ...signedIn('MyOrders', load.orders) },
            { path: 'checkout', ...signedIn('Checkout') },
            { path: 'profile', ...signedIn('Profile') },
            { path: '*', ...page('NotFound', load.notFound) },
          ],
        },
        // The footer's "Sign In" (the spec's /sign-in) leads to the signup form.
        { path: 'sign-in', loader: () => redirect('/signup') },
        { path: 'login', ...page('Login') },
        { path: 'signup', ...page('Signup') },
        { path: 'forgot-password', ...page('ForgotPassword') },
        // The reset mail's link: the token in the path, or as ?token= from mail clients that rewrite paths.
        { path: 'reset-password/:token?', ...page('NewPassword', undefined, { noindex: true }) },
      ],
    },
  ];
}

/**
 * Loads the pages a location needs before the router starts, so the first render draws the page
 * itself: the server's HTML for it, or the loading screen in index.html, stays up until then.
 */
export async function loadRoutesFor(routes: RouteObject[], pathname: string, basename: string): Promise<void> {
  const lazyMatches = matchRoutes(routes, pathname, basename)?.filter((match) => typeof match.route.lazy === 'function') ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, await load(), { lazy: undefined });
    }),
  );
}
