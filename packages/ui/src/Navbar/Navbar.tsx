import type { MessageKey } from '@cellar/i18n';
import { useWords } from '@cellar/i18n/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Drawer } from '../Drawer/Drawer';
import { IconLink } from '../IconLink/IconLink';
import { LanguageSwitch, type LanguageSwitchProps } from '../LanguageSwitch/LanguageSwitch';
import { root as iconButton } from '../IconLink/IconLink.css';
import { ArrowUpIcon, CartIcon, CloseIcon, GrapeIcon, MenuIcon, SearchIcon } from '../icons';
import { SearchBox } from '../SearchBox/SearchBox';
import { visuallyHidden } from '../shared/a11y.css';
import { AccountItems } from '../shared/AccountItems';
import type { MenuUser } from '../shared/account';
import { Link } from '../shared/Link';
import { useScrolledPast } from '../shared/useScrolledPast';
import { SCROLL_TOP_THRESHOLD, scrollWindowToTop, type ShortcutsProps } from '../SideButtons/shortcuts';
import { UserMenu } from '../UserMenu/UserMenu';
import * as styles from './Navbar.css';

export const mainLinks = [
  { label: 'nav.about', href: '/about-this-project' },
  { label: 'nav.ourWines', href: '/our-wines' },
] as const satisfies ReadonlyArray<{ label: MessageKey; href: string }>;

export interface NavbarProps {
  user: MenuUser | null;
  onLogout: () => void;
  /** Marks the matching link as the current page. */
  currentPath?: string;
  productName?: string;
  /** The current search text. With it or `onSearch` the bar gets a search entry on every page. */
  searchValue?: string;
  /** Runs a search in the app; without it the form submits natively (GET /our-wines?q=…). */
  onSearch?: (q: string) => void;
  /** The side buttons' shortcuts, for the screens too narrow for their rail: see SideButtons. */
  shortcuts?: ShortcutsProps;
  /** The page on screen, for the links to it in the other languages; without it the bar has no language switch. */
  language?: Omit<LanguageSwitchProps, 'className'>;
}

/**
 * Logo, the two main links and the user menu; below 768 px the same entries move into a hamburger drawer.
 * The optional search sits in the bar from 1024 px; narrower, a search button reveals it under the bar.
 * Below 768 px the bar also carries the shortcuts the side rail holds on wider screens: the cart with its
 * count and, once the page has scrolled, the arrow to the top (in the wordmark's place, which the logo's
 * name keeps for screen readers); ADMIN joins the menu.
 */
export function Navbar({ user, onLogout, currentPath, productName: productNameProp, searchValue, onSearch, shortcuts, language }: NavbarProps) {
  const words = useWords();
  const productName = productNameProp ?? words('brand.name');
  const [menuOpen, setMenuOpen] = useState(false);
  const current = (href: string) => (currentPath === href ? ('page' as const) : undefined);
  const closeMenu = () => setMenuOpen(false);
  const scrolled = useScrolledPast(SCROLL_TOP_THRESHOLD);
  const showTop = shortcuts !== undefined && scrolled;

  const hasSearch = searchValue !== undefined || onSearch !== undefined;
  const searchId = useId();
  const [query, setQuery] = useState(searchValue ?? '');
  // The field is the visitor's draft until the page's query changes (a new search, the back button).
  const [pageQuery, setPageQuery] = useState(searchValue);
  if (searchValue !== pageQuery) {
    setPageQuery(searchValue);
    setQuery(searchValue ?? '');
  }
  const [searchOpen, setSearchOpen] = useState(false);
  const searchInput = useRef<HTMLInputElement>(null);
  const searchToggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (searchOpen) searchInput.current?.focus();
  }, [searchOpen]);
  const closeSearch = () => {
    setSearchOpen(false);
    searchToggle.current?.focus();
  };
  const onSearchKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !searchOpen) return;
    // Also keeps Chrome from emptying the search field on Escape: closing should not lose the draft.
    event.preventDefault();
    closeSearch();
  };

  return (
    <header className={styles.bar}>
      <nav className={styles.inner} aria-label={words('nav.main')} data-scrolled={showTop || undefined}>
        <Link href="/" className={styles.logo} aria-label={words('nav.home', { name: productName })}>
          <GrapeIcon size={26} className={styles.logoMark} />
          <span className={styles.wordmark}>{productName}</span>
        </Link>
        {showTop && (
          <IconLink className={`${styles.narrowOnly} ${styles.toTop}`} label={words('shortcuts.top')} icon={<ArrowUpIcon />} onClick={shortcuts.onScrollTop ?? scrollWindowToTop} />
        )}
        {hasSearch && (
          <>
            <div id={searchId} className={styles.search} data-open={searchOpen || undefined}>
              <div className={styles.searchInner}>
                <SearchBox
                  variant="compact"
                  value={query}
                  onChange={setQuery}
                  onSubmit={
                    onSearch &&
                    ((q) => {
                      onSearch(q);
                      if (searchOpen) closeSearch();
                    })
                  }
                  inputRef={searchInput}
                  onKeyDown={onSearchKeyDown}
                />
              </div>
            </div>
            <button
              ref={searchToggle}
              type="button"
              className={`${iconButton} ${styles.searchToggle}`}
              aria-expanded={searchOpen}
              aria-controls={searchId}
              onClick={() => setSearchOpen((open) => !open)}
            >
              {searchOpen ? <CloseIcon /> : <SearchIcon />}
              <span className={visuallyHidden}>{words('search.label')}</span>
            </button>
          </>
        )}
        <div className={styles.desktop}>
          <ul className={styles.links}>
            {mainLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={styles.link} aria-current={current(link.href)}>
                  {words(link.label)}
                </Link>
              </li>
            ))}
          </ul>
          {language && <LanguageSwitch {...language} />}
          <UserMenu user={user} onLogout={onLogout} />
        </div>
        {shortcuts && (
          <IconLink className={styles.narrowOnly} label={words('shortcuts.cart')} icon={<CartIcon />} badge={shortcuts.cartCount} onClick={shortcuts.onCartClick} />
        )}
        <IconLink className={styles.narrowOnly} label={words('nav.openMenu')} icon={<MenuIcon />} onClick={() => setMenuOpen(true)} />
      </nav>
      <Drawer open={menuOpen} onOpenChange={setMenuOpen} title={productName} side="left" closeLabel={words('nav.closeMenu')}>
        <ul className={styles.mobileList}>
          {mainLinks.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={styles.mobileLink} aria-current={current(link.href)} onClick={closeMenu}>
                {words(link.label)}
              </Link>
            </li>
          ))}
          {shortcuts && (
            <li>
              <Link href={shortcuts.adminHref} external className={styles.mobileLink} onClick={closeMenu}>
                {words('shortcuts.admin')}
              </Link>
            </li>
          )}
        </ul>
        <div className={styles.mobileSection}>
          <p className={styles.mobileHeading}>{user ? words('nav.signedInAs', { name: user.firstname }) : words('nav.account')}</p>
          <ul className={styles.mobileList}>
            <AccountItems user={user} itemClassName={styles.mobileLink} onSelect={closeMenu} onLogout={onLogout} current={current} />
          </ul>
        </div>
        {language && (
          <div className={styles.mobileSection}>
            <p className={styles.mobileHeading}>{words('language.switch')}</p>
            <LanguageSwitch {...language} />
          </div>
        )}
      </Drawer>
    </header>
  );
}
