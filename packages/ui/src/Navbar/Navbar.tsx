import { useState } from 'react';
import { Drawer } from '../Drawer/Drawer';
import { IconLink } from '../IconLink/IconLink';
import { GrapeIcon, MenuIcon } from '../icons';
import { AccountItems } from '../shared/AccountItems';
import type { MenuUser } from '../shared/account';
import { Link } from '../shared/Link';
import { UserMenu } from '../UserMenu/UserMenu';
import * as styles from './Navbar.css';

export const mainLinks = [
  { label: 'ABOUT THIS PROJECT', href: '/about-this-project' },
  { label: 'OUR WINES', href: '/our-wines' },
] as const;

export interface NavbarProps {
  user: MenuUser | null;
  onLogout: () => void;
  /** Marks the matching link as the current page. */
  currentPath?: string;
  productName?: string;
}

/** Logo, the two main links and the user menu; below 768 px the same entries move into a hamburger drawer. */
export function Navbar({ user, onLogout, currentPath, productName = 'The Cellar' }: NavbarProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const current = (href: string) => (currentPath === href ? ('page' as const) : undefined);
  const closeMenu = () => setMenuOpen(false);

  return (
    <header className={styles.bar}>
      <nav className={styles.inner} aria-label="Main">
        <Link href="/" className={styles.logo} aria-label={`${productName}, home`}>
          <GrapeIcon size={26} className={styles.logoMark} />
          {productName}
        </Link>
        <div className={styles.desktop}>
          <ul className={styles.links}>
            {mainLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={styles.link} aria-current={current(link.href)}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <UserMenu user={user} onLogout={onLogout} />
        </div>
        <IconLink className={styles.hamburger} label="Open menu" icon={<MenuIcon />} onClick={() => setMenuOpen(true)} />
      </nav>
      <Drawer open={menuOpen} onOpenChange={setMenuOpen} title={productName} side="left" closeLabel="Close menu">
        <ul className={styles.mobileList}>
          {mainLinks.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={styles.mobileLink} aria-current={current(link.href)} onClick={closeMenu}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className={styles.mobileSection}>
          <p className={styles.mobileHeading}>{user ? `Signed in as ${user.firstname}` : 'Account'}</p>
          <ul className={styles.mobileList}>
            <AccountItems user={user} itemClassName={styles.mobileLink} onSelect={closeMenu} onLogout={onLogout} current={current} />
          </ul>
        </div>
      </Drawer>
    </header>
  );
}
