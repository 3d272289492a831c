import { Navbar, type MenuUser } from '@cellar/ui';
import { useSelector } from '@xstate/react';
import { useLocation } from 'react-router-dom';
import { useShop } from '../app/ShopContext';
import { useHydrated } from '../app/useHydrated';

export function ShopNavbar() {
  const { session, imageUrl } = useShop();
  const hydrated = useHydrated();
  const savedUser = useSelector(session, (snapshot) => snapshot.context.user);
  const user = hydrated ? savedUser : null;
  const { pathname } = useLocation();
  const menuUser: MenuUser | null = user
    ? { firstname: user.firstname, lastname: user.lastname, ...(user.avatar ? { avatarUrl: imageUrl(user.avatar) } : {}) }
    : null;
  return <Navbar user={menuUser} onLogout={() => session.send({ type: 'LOGOUT' })} currentPath={pathname} />;
}
