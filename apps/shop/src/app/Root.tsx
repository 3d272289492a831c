import { LinkProvider, type LinkComponent } from '@cellar/ui';
import { Link as RouterLink, Outlet, ScrollRestoration } from 'react-router-dom';
import { ShopProvider } from './ShopContext';
import { Toasts } from './Toasts';
import type { Shop } from './shop';

const RoutedLink: LinkComponent = ({ href, children, ...props }) => (
  <RouterLink to={href} {...props}>
    {children}
  </RouterLink>
);

export function Root({ shop }: { shop: Shop }) {
  return (
    <ShopProvider shop={shop}>
      <LinkProvider component={RoutedLink}>
        <Outlet />
        <Toasts />
        <ScrollRestoration />
      </LinkProvider>
    </ShopProvider>
  );
}
