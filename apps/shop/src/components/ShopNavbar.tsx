import { EMPTY_CATALOGUE_QUERY, parseCatalogueSearch } from '@cellar/domain';
import { Navbar, type MenuUser } from '@cellar/ui';
import { useSelector } from '@xstate/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { catalogueHref } from '../data/catalogue';
import { useShop } from '../shop/ShopContext';
import { useHydrated } from '../boot/useHydrated';
import { useLanguageSwitch } from './useLanguageSwitch';
import { useShortcuts } from './useShortcuts';

export function ShopNavbar() {
  const { session, imageUrl } = useShop();
  const hydrated = useHydrated();
  const savedUser = useSelector(session, (snapshot) => snapshot.context.user);
  const user = hydrated ? savedUser : null;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const shortcuts = useShortcuts();
  const language = useLanguageSwitch();
  // The search of the catalogue on screen; a new search from the bar starts without its filters.
  const searched = pathname === '/our-wines' ? parseCatalogueSearch(new URLSearchParams(search)).query.q : '';
  const menuUser: MenuUser | null = user
    ? { firstname: user.firstname, lastname: user.lastname, ...(user.avatar ? { avatarUrl: imageUrl(user.avatar) } : {}) }
    : null;
  return (
    <Navbar
      user={menuUser}
      onLogout={() => session.send({ type: 'LOGOUT' })}
      currentPath={pathname}
      searchValue={searched}
      onSearch={(q) => navigate(catalogueHref({ ...EMPTY_CATALOGUE_QUERY, q }))}
      shortcuts={shortcuts}
      language={language}
    />
  );
}
