import { unwrap, type Order } from '@cellar/api-client';
import { orderHistoryMachine, todayInShopTimeZone } from '@cellar/machines';
import { EmptyState, OrderPanel, PageBanner } from '@cellar/ui';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { localDate } from '../app/calendar';
import { useShop } from '../app/ShopContext';
import { Seo } from '../app/Seo';
import { useResource } from '../app/useResource';
import { LoadError } from '../components/Status';
import * as orders from './orders.css';
import * as styles from './pages.css';

/** The ui panel formats local calendar days; orders are dated by the shop's day in Montevideo. */
function panelOrder(order: Order, imageUrl: (file: string) => string) {
  return {
    ...order,
    createdAt: localDate(todayInShopTimeZone(new Date(order.createdAt))),
    shippingDate: localDate(order.shippingDate),
    productList: order.productList.map((line) => ({ ...line, img: imageUrl(line.img) })),
  };
}

export default function MyOrders() {
  const { api, implementations, store, inspect, imageUrl } = useShop();
  const machine = useMemo(() => orderHistoryMachine.provide(implementations.orderHistory), [implementations]);
  const [state, send] = useMachine(machine, { input: { store }, ...(inspect ? { inspect } : {}) });
  const history = useResource(() => unwrap(api.GET('/orders')), 'orders');

  return (
    <>
      <Seo title="My orders · The Cellar" description="ORDER HISTORY: every order you placed at The Cellar, with its wines, totals and status." />
      <PageBanner eyebrow="Your account" title="ORDER HISTORY" />
      <div className={`${styles.narrow} ${styles.section}`}>
        <div className={orders.banner} aria-hidden="true">
          Every bottle, remembered.
        </div>
        <p role="status" className={styles.errorText}>
          {state.matches({ ready: 'refused' }) ? state.context.problem : ''}
        </p>
        {history.status === 'error' && <LoadError message={history.error} onRetry={history.retry} />}
        {history.status === 'loading' && (
          <div className={orders.list} role="status" aria-busy="true" aria-label="Loading your orders">
            {Array.from({ length: 3 }, (_, index) => (
              <div key={index} className={`${styles.skeleton} ${orders.panelPlaceholder}`} />
            ))}
          </div>
        )}
        {history.status === 'ready' &&
          (history.data.length === 0 ? (
            <EmptyState title="There are no orders yet!" actionLabel="LET'S SHOP!" actionHref="/our-wines" />
          ) : (
            <div className={orders.list}>
              {history.data.map((order, index) => (
                <OrderPanel
                  key={order.id}
                  order={panelOrder(order, imageUrl)}
                  defaultOpen={index === 0}
                  onBuyAgain={(productId) => send({ type: 'BUY_AGAIN', productId })}
                  onViewProduct={(productId) => send({ type: 'VIEW_PRODUCT', productId })}
                />
              ))}
            </div>
          ))}
      </div>
    </>
  );
}
