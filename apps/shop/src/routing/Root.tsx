import { LinkProvider, type LinkComponent } from '@cellar/ui';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, Outlet, ScrollRestoration } from 'react-router-dom';
import { SessionGuard } from './SessionGuard';
import { ShopProvider, useShop } from '../shop/ShopContext';
import type { Shop } from '../shop/shop';
import { useHydrated } from '../boot/useHydrated';

const RoutedLink: LinkComponent = ({ href, children, ...props }) => (
  <RouterLink to={href} {...props}>
    {children}
  </RouterLink>
);

// Radix Toast loads with the first toast, so pages that never show one do not pay for it.
const Toasts = lazy(() => import('../components/Toasts'));

function ToastsOnDemand() {
  const { toasts, resetDatabase } = useShop();
  const queued = useSelector(toasts, (snapshot) => snapshot.context.queue.length > 0);
  const databaseToast = useSelector(resetDatabase, (snapshot) => snapshot.matches('toast'));
  // The server draws no toasts; one still open in the saved state (a reload just after a reset)
  // shows once hydration is done, so React adopts the server's HTML as it is.
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState(false);
  if (hydrated && (queued || databaseToast) && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

/**
 * Marks the page as the app's once React has taken it over and its parts show the saved state: what
 * the e2e journeys and the budgets' user flow wait for before they act. A leaf, so the switch after
 * hydration draws only the parts that show the saved state.
 */
function TakenOver() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.setAttribute('data-hydrated', '');
  }, [hydrated]);
  return null;
}

export function Root({ shop }: { shop: Shop }) {
  return (
    <ShopProvider shop={shop}>
      <LinkProvider component={RoutedLink}>
        <Outlet />
        <SessionGuard />
        <ToastsOnDemand />
        <ScrollRestoration />
        <TakenOver />
      </LinkProvider>
    </ShopProvider>
  );
}
