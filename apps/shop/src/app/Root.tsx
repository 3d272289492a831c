import { LinkProvider, type LinkComponent } from '@cellar/ui';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, Outlet, ScrollRestoration } from 'react-router-dom';
import { ShopProvider, useShop } from './ShopContext';
import type { Shop } from './shop';

const RoutedLink: LinkComponent = ({ href, children, ...props }) => (
  <RouterLink to={href} {...props}>
    {children}
  </RouterLink>
);

// Radix Toast loads with the first toast, so pages that never show one do not pay for it.
const Toasts = lazy(() => import('./Toasts'));

function ToastsOnDemand() {
  const { toasts, resetDatabase } = useShop();
  const queued = useSelector(toasts, (snapshot) => snapshot.context.queue.length > 0);
  const databaseToast = useSelector(resetDatabase, (snapshot) => snapshot.matches('toast'));
  const [wanted, setWanted] = useState(false);
  if ((queued || databaseToast) && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

export function Root({ shop }: { shop: Shop }) {
  return (
    <ShopProvider shop={shop}>
      <LinkProvider component={RoutedLink}>
        <Outlet />
        <ToastsOnDemand />
        <ScrollRestoration />
      </LinkProvider>
    </ShopProvider>
  );
}
