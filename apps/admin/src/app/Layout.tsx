import { currentToast } from '@cellar/machines';
import { Button, LinkProvider, SkipLink, Toaster, type LinkComponent } from '@cellar/ui';
import { useSelector } from '@xstate/react';
import { useSelector as useStoreSelector } from '@xstate/store-react';
import { Link as RouterLink, NavLink, Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAdmin } from './AdminContext';
import * as styles from './Layout.css';

const RoutedLink: LinkComponent = ({ href, children, ...props }) => (
  <RouterLink to={href} {...props}>
    {children}
  </RouterLink>
);

const SECTIONS = [
  { to: '/', label: 'Dashboard', end: true },
  { to: '/wines', label: 'Wines' },
  { to: '/orders', label: 'Orders' },
  { to: '/categories', label: 'Categories' },
  { to: '/customers', label: 'Customers' },
  { to: '/staff', label: 'Staff' },
  { to: '/audit', label: 'Audit log' },
];

/** The notifications every screen shares, the login's included. */
export function Notifications() {
  const { toasts } = useAdmin();
  const toast = useSelector(toasts, currentToast);
  return <Toaster toasts={toast ? [{ ...toast, meta: 'Just now' }] : []} onDismiss={(id) => toasts.send({ type: 'DISMISS', id })} />;
}

export function Shell() {
  return (
    <LinkProvider component={RoutedLink}>
      <Outlet />
      <Notifications />
    </LinkProvider>
  );
}

/** Every screen but the login: the sections, who is signed in, and the way out. */
export function Layout() {
  const { session, api } = useAdmin();
  const staff = useStoreSelector(session, (snapshot) => snapshot.context.staff);
  const location = useLocation();
  if (!staff) return <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;

  const signOut = () => {
    // The token is revoked on the server; signing out here does not wait for it.
    void api.DELETE('/tokens', {});
    session.trigger.signedOut();
  };

  return (
    <div className={styles.frame}>
      <header className={styles.bar}>
        <SkipLink />
        <p className={styles.brand}>
          The Cellar <span className={styles.brandNote}>back office</span>
        </p>
        <nav aria-label="Sections" className={styles.nav}>
          {SECTIONS.map((section) => (
            <NavLink key={section.to} to={section.to} end={section.end} className={styles.navLink}>
              {section.label}
            </NavLink>
          ))}
        </nav>
        <div className={styles.account}>
          <span className={styles.who}>
            {staff.firstname} {staff.lastname}
          </span>
          <a className={styles.shopLink} href="/">
            Shop
          </a>
          <Button variant="ghost" size="sm" onClick={signOut}>
            SIGN OUT
          </Button>
        </div>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
