import { unwrap, type Order } from '@cellar/api-client';
import { formatDisplayDate, orderHistoryMachine } from '@cellar/machines';
import { Button, ChevronDownIcon, EmptyState, PageBanner, Price } from '@cellar/ui';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useShop } from '../app/ShopContext';
import { Seo } from '../app/Seo';
import { useResource } from '../app/useResource';
import { LoadError } from '../components/Status';
import * as orders from './orders.css';
import * as styles from './pages.css';

function OrderPanel({ order, open, busy, onBuyAgain, onView }: { order: Order; open: boolean; busy: boolean; onBuyAgain: (id: number) => void; onView: (id: number) => void }) {
  const { imageUrl } = useShop();
  return (
    <details className={orders.panel} open={open}>
      <summary className={orders.summary}>
        <span>
          ORDER : {order.id} | DATE PLACED : {formatDisplayDate(order.createdAt)}
        </span>
        <ChevronDownIcon className={orders.chevron} aria-hidden="true" />
      </summary>
      <div className={orders.body}>
        <dl className={orders.facts}>
          <div>
            <dt>Total items</dt>
            <dd>{order.totalItems}</dd>
          </div>
          <div>
            <dt>Shipping address</dt>
            <dd>{order.shippingAddress}</dd>
          </div>
          <div>
            <dt>Shipping date</dt>
            <dd>{formatDisplayDate(order.shippingDate)}</dd>
          </div>
          <div>
            <dt>Payment method</dt>
            <dd>{order.paymentMethod}</dd>
          </div>
          <div>
            <dt>Total amount</dt>
            <dd>
              <Price amount={order.totalAmount} />
            </dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd className={orders.status}>{order.status}</dd>
          </div>
        </dl>
        <ul className={orders.lines} aria-label={`Wines of order ${order.id}`}>
          {order.productList.map((line) => (
            <li key={line.id} className={orders.line}>
              <img src={imageUrl(line.img)} alt="" className={orders.thumb} width={56} height={72} loading="lazy" />
              <div>
                <p className={styles.cardTitle}>{line.name}</p>
                <p className={styles.muted}>
                  <Price amount={line.unitPrice} size="sm" /> × {line.qty}
                </p>
              </div>
              <div className={orders.lineActions}>
                <Button size="sm" variant="secondary" disabled={busy} onClick={() => onView(line.id)} aria-label={`View Product ${line.name}`}>
                  View Product
                </Button>
                <Button size="sm" disabled={busy} onClick={() => onBuyAgain(line.id)} aria-label={`Buy Again ${line.name}`}>
                  Buy Again
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}

export default function MyOrders() {
  const { api, implementations, store, inspect } = useShop();
  const machine = useMemo(() => orderHistoryMachine.provide(implementations.orderHistory), [implementations]);
  const [state, send] = useMachine(machine, { input: { store }, ...(inspect ? { inspect } : {}) });
  const history = useResource(() => unwrap(api.GET('/orders')), 'orders');
  const busy = state.matches('lookingUp');

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
                  order={order}
                  open={index === 0}
                  busy={busy}
                  onBuyAgain={(productId) => send({ type: 'BUY_AGAIN', productId })}
                  onView={(productId) => send({ type: 'VIEW_PRODUCT', productId })}
                />
              ))}
            </div>
          ))}
      </div>
    </>
  );
}
