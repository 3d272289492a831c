import { useSelector } from '@xstate/react';
import { SkipLink } from '@cellar/ui';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { LanguageOfferOnDemand } from './LanguageOfferOnDemand';
import { ShopNavbar } from './ShopNavbar';
import { SideButtons } from './SideButtons';
import * as styles from './chrome.css';
import { useShop } from '../shop/ShopContext';

// The drawer's code loads the first time the cart opens, keeping it out of the first page's JavaScript.
const ShopCartDrawer = lazy(() => import('./ShopCartDrawer'));

function CartDrawerOnDemand() {
  const { cart } = useShop();
  const opened = useSelector(cart, (snapshot) => snapshot.matches('open'));
  return opened ? (
    <Suspense fallback={null}>
      <ShopCartDrawer />
    </Suspense>
  ) : null;
}

/** Header, navigation, side buttons and footer: every screen but /login and /signup. */
export function Chrome() {
  return (
    <>
      <SkipLink />
      <ShopNavbar />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SideButtons />
      <Footer />
      <CartDrawerOnDemand />
      <LanguageOfferOnDemand />
    </>
  );
}
