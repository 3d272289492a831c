import type { Order } from '@cellar/api-client';
import { localDate, shopDay } from '@cellar/domain';
import { orderHistoryMachine } from '@cellar/machines';
import { useWords } from '@cellar/i18n/react';
import { EmptyState, Link, OrderPanel, PageBanner } from '@cellar/ui';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { OrdersData } from '../data/loaders';
import { useShop } from '../shop/ShopContext';
import { Seo } from '../seo/Seo';
import { WhenLoaded } from '../components/WhenLoaded';
import { useSay } from '../components/useSay';
import * as orders from './orders.css';
import * as styles from './pages.css';

/** The ui panel formats local calendar days; orders are dated by the shop's day in Montevideo. */
function panelOrder(order: Order, imageUrl: (file: string) => string) {
  return {
    ...order,
    createdAt: localDate(shopDay(new Date(order.createdAt))),
    shippingDate: localDate(order.shippingDate),
    productList: order.productList.map((line) => ({ ...line, img: imageUrl(line.img) })),
  };
}

/** The wines of these orders their buyer may still review, each a link to its page's review form. */
function ReviewInvitations({ placed, reviewable }: { placed: Order[]; reviewable: number[] }) {
  const words = useWords();
  const names = new Map(placed.flatMap((order) => order.productList).map((line) => [line.id, line.name]));
  const wines = reviewable.filter((id) => names.has(id));
  if (wines.length === 0) return null;
  return (
    <section className={orders.reviewAsk} aria-labelledby="review-ask-title">
      <h2 id="review-ask-title" className={styles.panelTitle}>
        {words('myOrders.reviewHeading')}
      </h2>
      <ul className={orders.reviewInvitations}>
        {wines.map((id) => (
          <li key={id}>
            <Link href={`/product/${id}#reviews`}>{words('myOrders.writeReview', { name: names.get(id)! })}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function MyOrders() {
  const { implementations, store, inspect, imageUrl } = useShop();
  const machine = useMemo(() => orderHistoryMachine.provide(implementations.orderHistory), [implementations]);
  const [state, send] = useMachine(machine, { input: { store }, ...(inspect ? { inspect } : {}) });
  const { orders: history, reviews } = useLoaderData<OrdersData>();
  const words = useWords();
  const say = useSay();

  return (
    <>
      <Seo title={words('seo.ordersTitle')} description={words('seo.ordersDescription')} />
      <PageBanner eyebrow={words('myAccount.eyebrow')} title={words('myOrders.title')} />
      <div className={`${styles.narrow} ${styles.section}`}>
        <div className={orders.banner} aria-hidden="true">
          {words('myOrders.banner')}
        </div>
        <p role="status" className={styles.errorText}>
          {state.matches({ ready: 'refused' }) && state.context.problem ? say(state.context.problem) : ''}
        </p>
        <WhenLoaded data={reviews} placeholder={null} failed={() => null}>
          {(own) => (
            <WhenLoaded data={history} placeholder={null} failed={() => null}>
              {(placed) => <ReviewInvitations placed={placed} reviewable={own.reviewable} />}
            </WhenLoaded>
          )}
        </WhenLoaded>
        <WhenLoaded
          data={history}
          placeholder={
            <div className={orders.list} role="status" aria-busy="true" aria-label={words('myOrders.loading')}>
              {Array.from({ length: 3 }, (_, index) => (
                <div key={index} className={`${styles.skeleton} ${orders.panelPlaceholder}`} />
              ))}
            </div>
          }
        >
          {(placed) =>
            placed.length === 0 ? (
              <EmptyState title={words('myOrders.empty')} actionLabel={words('cart.shop')} actionHref="/our-wines" />
            ) : (
              <div className={orders.list}>
                {placed.map((order, index) => (
                  <OrderPanel
                    key={order.id}
                    order={panelOrder(order, imageUrl)}
                    defaultOpen={index === 0}
                    onBuyAgain={(productId) => send({ type: 'BUY_AGAIN', productId })}
                    onViewProduct={(productId) => send({ type: 'VIEW_PRODUCT', productId })}
                  />
                ))}
              </div>
            )
          }
        </WhenLoaded>
      </div>
    </>
  );
}
