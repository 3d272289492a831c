import { totalItems } from '@cellar/domain';
import type { ShortcutsProps } from '@cellar/ui';
import { useSelector } from '@xstate/store-react';
import { useShop } from '../shop/ShopContext';
import { useHydrated } from '../boot/useHydrated';

/** The back office (apps/admin), served beside the shop; VITE_ADMIN_URL points at it when it lives elsewhere. */
const ADMIN_URL = import.meta.env.VITE_ADMIN_URL ?? '/admin/';

/** The side buttons' shortcuts, for the rail and for the navbar that carries them on phones. */
export function useShortcuts(): ShortcutsProps {
  const { store, cart } = useShop();
  const hydrated = useHydrated();
  const count = useSelector(store, (state) => totalItems(state.context.cart));
  // The server knows no cart: until the page is taken over, the badge stays as the server drew it.
  return { cartCount: hydrated ? count : 0, onCartClick: () => cart.send({ type: 'OPEN' }), adminHref: ADMIN_URL };
}
