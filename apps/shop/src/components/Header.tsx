import { BottleIcon, CloseIcon, Link, MenuIcon, UserIcon } from '@cellar/ui';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useShop } from '../app/ShopContext';
import * as styles from './chrome.css';

const NAV = [
  { to: '/about-this-project', label: 'ABOUT THIS PROJECT' },
  { to: '/our-wines', label: 'OUR WINES' },
];

function useAccountItems() {
  const { session } = useShop();
  const user = useSelector(session, (snapshot) => snapshot.context.user);
  const logout = () => session.send({ type: 'LOGOUT' });
  return { user, logout };
}

function AccountItems({ onPick }: { onPick: () => void }) {
  const { user, logout } = useAccountItems();
  if (!user) {
    return (
      <>
        <li>
          <Link href="/login" className={styles.menuItem} onClick={onPick}>
            LOGIN
          </Link>
        </li>
        <li>
          <Link href="/signup" className={styles.menuItem} onClick={onPick}>
            SIGN UP
          </Link>
        </li>
      </>
    );
  }
  return (
    <>
      <li>
        <Link href="/profile" className={styles.menuItem} onClick={onPick}>
          PROFILE
        </Link>
      </li>
      <li>
        <Link href="/my-orders" className={styles.menuItem} onClick={onPick}>
          MY ORDERS
        </Link>
      </li>
      <li>
        <button
          type="button"
          className={styles.menuItem}
          onClick={() => {
            onPick();
            logout();
          }}
        >
          LOGOUT
        </button>
      </li>
    </>
  );
}

/** Closes a disclosure when the route changes or the shopper clicks elsewhere. */
function useDisclosure() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return { open, setOpen, ref };
}

export function Header() {
  const { user } = useAccountItems();
  const account = useDisclosure();
  const mobile = useDisclosure();
  const accountMenuId = useId();
  const mobileMenuId = useId();

  return (
    <header className={styles.header}>
      <div ref={mobile.ref}>
        <div className={styles.headerInner}>
          <Link href="/" className={styles.logo} aria-label="The Cellar, home">
            <BottleIcon className={styles.logoMark} size={26} aria-hidden="true" />
            The Cellar
          </Link>
          <nav aria-label="Main" className={styles.nav}>
            {NAV.map((item) => (
              <NavLink key={item.to} to={item.to} className={styles.navLink}>
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className={styles.menuWrap} ref={account.ref}>
            <button
              type="button"
              className={styles.menuButton}
              aria-expanded={account.open}
              aria-controls={accountMenuId}
              aria-label={user ? `Account menu of ${user.firstname}` : 'Account menu'}
              onClick={() => account.setOpen(!account.open)}
            >
              {user?.avatar ? <img src={`/images/${user.avatar}`} alt="" className={styles.avatar} width={44} height={44} /> : <UserIcon aria-hidden="true" />}
            </button>
            {account.open && (
              <ul id={accountMenuId} className={styles.menu}>
                <AccountItems onPick={() => account.setOpen(false)} />
              </ul>
            )}
          </div>
          <button
            type="button"
            className={styles.hamburger}
            aria-expanded={mobile.open}
            aria-controls={mobileMenuId}
            aria-label="Menu"
            onClick={() => mobile.setOpen(!mobile.open)}
          >
            {mobile.open ? <CloseIcon aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
          </button>
        </div>
        {mobile.open && (
          <nav id={mobileMenuId} aria-label="Mobile" className={styles.mobileNav}>
            <ul className={styles.footerList}>
              {NAV.map((item) => (
                <li key={item.to}>
                  <Link href={item.to} className={styles.menuItem} onClick={() => mobile.setOpen(false)}>
                    {item.label}
                  </Link>
                </li>
              ))}
              <AccountItems onPick={() => mobile.setOpen(false)} />
            </ul>
          </nav>
        )}
      </div>
    </header>
  );
}
