import { totalItems } from '@cellar/domain';
import { SideButtons as SideButtonsView } from '@cellar/ui';
import { useSelector } from '@xstate/store-react';
import { useShop } from '../app/ShopContext';
import { useHydrated } from '../app/useHydrated';

/** The back office (apps/admin), served beside the shop; VITE_ADMIN_URL points at it when it lives elsewhere. */
const ADMIN_URL = import.meta.env.VITE_ADMIN_URL ?? '/admin/';

export function SideButtons() {
  const { store, cart } = useShop();
  const hydrated = useHydrated();
  const count = useSelector(store, (state) => totalItems(state.context.cart));
  return <SideButtonsView cartCount={hydrated ? count : 0} onCartClick={() => cart.send({ type: 'OPEN' })} adminHref={ADMIN_URL} />;
}
