import { localePath, LOCALES, type AdminKey } from '@cellar/i18n';
import { useWords } from '@cellar/i18n/react';
import { currentToast, sayIn } from '@cellar/machines';
import { Button, languageOf, LinkProvider, SkipLink, Toaster, type LinkComponent } from '@cellar/ui';
import { useSelector } from '@xstate/react';
import { useSelector as useStoreSelector } from '@xstate/store-react';
import { Link as RouterLink, NavLink, Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAdmin } from './AdminContext';
import * as styles from './Layout.css';
import { useAdminLocale } from './locale';

const RoutedLink: LinkComponent = ({ href, children, ...props }) => (
  <RouterLink to={href} {...props}>
    {children}
  </RouterLink>
);

const SECTIONS: { to: string; label: AdminKey; end?: boolean }[] = [
  { to: '/', label: 'admin.section.dashboard', end: true },
  { to: '/wines', label: 'admin.section.wines' },
  { to: '/orders', label: 'admin.section.orders' },
  { to: '/categories', label: 'admin.section.categories' },
  { to: '/customers', label: 'admin.section.customers' },
  { to: '/staff', label: 'admin.section.staff' },
  { to: '/audit', label: 'admin.section.audit' },
  { to: '/mail', label: 'admin.section.mail' },
  { to: '/reviews', label: 'admin.section.reviews' },
];

/**
 * The back office's own language switch, English / Español: a button per other language, named in it,
 * small enough for the bar to keep one line on a desktop. The choice outlives the session (see ./locale).
 */
export function LanguageSwitch() {
  const words = useWords();
  const { locale, choose } = useAdminLocale();
  return (
    <div role="group" aria-label={words('language.switch')} className={styles.languages}>
      {LOCALES.filter((other) => other !== locale).map((other) => (
        <button key={other} type="button" lang={other} className={styles.language} onClick={() => void choose(other)}>
          {words('language.name', { language: languageOf(other) })}
        </button>
      ))}
    </div>
  );
}

/** The shop's home page in the back office's language: `/es/` for staff working in Spanish. */
export function useShopHome(): string {
  return localePath(useAdminLocale().locale, '/');
}

/** The notifications every screen shares, the login's included. */
export function Notifications() {
  const { toasts } = useAdmin();
  const words = useWords();
  const toast = useSelector(toasts, currentToast);
  // A toast is said in the language of the moment it shows, as the shop's are.
  const shown = toast ? [{ ...toast, title: sayIn(words, toast.title), description: sayIn(words, toast.description), meta: words('admin.justNow') }] : [];
  return <Toaster toasts={shown} onDismiss={(id) => toasts.send({ type: 'DISMISS', id })} />;
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
  const words = useWords();
  const staff = useStoreSelector(session, (snapshot) => snapshot.context.staff);
  const location = useLocation();
  const shopHome = useShopHome();
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
          {words('brand.name')} <span className={styles.brandNote}>{words('admin.brandNote')}</span>
        </p>
        <nav aria-label={words('admin.sections')} className={styles.nav}>
          {SECTIONS.map((section) => (
            <NavLink key={section.to} to={section.to} end={section.end} className={styles.navLink}>
              {words(section.label)}
            </NavLink>
          ))}
        </nav>
        <div className={styles.account}>
          <span className={styles.who}>
            {staff.firstname} {staff.lastname}
          </span>
          <LanguageSwitch />
          <a className={styles.shopLink} href={shopHome}>
            {words('admin.shop')}
          </a>
          <Button variant="ghost" size="sm" onClick={signOut}>
            {words('admin.signOut')}
          </Button>
        </div>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
