import type { RouteObject } from 'react-router-dom';
import { Layout, Shell } from './Layout';

// Each screen loads when first opened; the login is all a signed-out visitor downloads.
const screen = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    Component: Shell,
    // Nothing is drawn while the first screen's code loads (React Router warns when this is left out).
    HydrateFallback: () => null,
    children: [
      { path: 'login', lazy: screen(() => import('../pages/Login/Login')) },
      {
        Component: Layout,
        children: [
          { index: true, lazy: screen(() => import('../pages/Dashboard/Dashboard')) },
          { path: 'wines', lazy: screen(() => import('../pages/Wines/Wines')) },
          { path: 'wines/new', lazy: screen(() => import('../pages/WineEdit/WineEdit')) },
          { path: 'wines/:id', lazy: screen(() => import('../pages/WineEdit/WineEdit')) },
          { path: 'orders', lazy: screen(() => import('../pages/Orders/Orders')) },
          { path: 'orders/:id', lazy: screen(() => import('../pages/OrderDetail/OrderDetail')) },
          { path: 'categories', lazy: screen(() => import('../pages/Categories/Categories')) },
          { path: 'customers', lazy: screen(() => import('../pages/Customers/Customers')) },
          { path: 'customers/:id', lazy: screen(() => import('../pages/CustomerDetail/CustomerDetail')) },
          { path: 'staff', lazy: screen(() => import('../pages/Staff/Staff')) },
          { path: 'audit', lazy: screen(() => import('../pages/AuditLog/AuditLog')) },
          { path: 'mail', lazy: screen(() => import('../pages/Mail/Mail')) },
          { path: 'mail/:id', lazy: screen(() => import('../pages/MailMessage/MailMessage')) },
          { path: 'reviews', lazy: screen(() => import('../pages/Reviews/Reviews')) },
          { path: '*', lazy: screen(() => import('../pages/NotFound/NotFound')) },
        ],
      },
    ],
  },
];
