import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { RouteError } from '../pages/RouteError';
import { Chrome } from './Chrome';
import { Root } from './Root';
import type { Shop } from './shop';

function page(load: () => Promise<{ default: React.ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

/** Protected screens send a guest to /login, remembering where they were headed. */
function requireUser(shop: Shop) {
  return ({ request }: LoaderFunctionArgs) => {
    if (shop.store.getSnapshot().context.user) return null;
    const { pathname, search } = new URL(request.url);
    return redirect(`/login?next=${encodeURIComponent(pathname + search)}`);
  };
}

/** Every route of the spec's section 2; pages load on demand so the home page stays small. */
export function createRoutes(shop: Shop): RouteObject[] {
  const guard = requireUser(shop);
  return [
    {
      element: <Root shop={shop} />,
      errorElement: <RouteError />,
      HydrateFallback: () => null,
      children: [
        {
          element: <Chrome />,
          children: [
            { index: true, lazy: page(() => import('../pages/Home')) },
            { path: 'our-wines', lazy: page(() => import('../pages/OurWines')) },
            { path: 'product/:id', lazy: page(() => import('../pages/ProductPage')) },
            { path: 'about-this-project', lazy: page(() => import('../pages/About')) },
            { path: 'my-orders', loader: guard, lazy: page(() => import('../pages/MyOrders')) },
            { path: 'checkout', loader: guard, lazy: page(() => import('../pages/Checkout')) },
            { path: 'profile', loader: guard, lazy: page(() => import('../pages/Profile')) },
            { path: '*', lazy: page(() => import('../pages/NotFound')) },
          ],
        },
        // The footer's "Sign In" (the spec's /sign-in) leads to the signup form.
        { path: 'sign-in', loader: () => redirect('/signup') },
        { path: 'login', lazy: page(() => import('../pages/Login')) },
        { path: 'signup', lazy: page(() => import('../pages/Signup')) },
      ],
    },
  ];
}
