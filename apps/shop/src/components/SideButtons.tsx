import { cartItemCount } from '@cellar/machines';
import { ArrowUpIcon, BottleIcon, CartIcon, IconLink, InfoIcon, Link } from '@cellar/ui';
import { useSelector } from '@xstate/store-react';
import { useEffect, useState } from 'react';
import { useShop } from '../app/ShopContext';
import * as styles from './chrome.css';

/** The admin dashboard is a separate site; ADMIN_URL lets a deployment point at it. */
const ADMIN_URL = import.meta.env.VITE_ADMIN_URL ?? '/about-this-project#admin';

const SCROLL_THRESHOLD_PX = 100;

function useScrolledPast(threshold: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}

export function SideButtons() {
  const { store, cart } = useShop();
  const count = useSelector(store, (state) => cartItemCount(state.context.cart));
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  return (
    <aside className={styles.side} aria-label="Shortcuts">
      <span className={styles.sideRow}>
        <IconLink href="/our-wines" label="Our wines" icon={<BottleIcon />} />
        <IconLink href="/about-this-project" label="About this project" icon={<InfoIcon />} />
      </span>
      <IconLink label="Shopping cart" icon={<CartIcon />} badge={count} onClick={() => cart.send({ type: 'OPEN' })} />
      <span className={styles.sideRow}>
        <Link href={ADMIN_URL} className={styles.adminLink} external={ADMIN_URL.startsWith('http')}>
          ADMIN
        </Link>
      </span>
      {scrolled && <IconLink label="Back to top" icon={<ArrowUpIcon />} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })} />}
    </aside>
  );
}
