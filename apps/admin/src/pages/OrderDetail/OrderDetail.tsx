import { unwrap, type components } from '@cellar/api-client';
import { formatDate, formatDay, formatPrice, nextOrderStatuses, type OrderStatus } from '@cellar/domain';
import { orderFulfilmentMachine } from '@cellar/machines';
import { Button, ConfirmDialog, DataTable, OrderStatusBadge } from '@cellar/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useAdmin } from '../../app/AdminContext';
import { LoadFailed } from '../../app/LoadFailed';
import * as page from '../../app/page.css';

type Order = components['schemas']['Order'];

const MOVE_LABELS: Record<OrderStatus, string> = { 'in transit': 'MARK IN TRANSIT', delivered: 'MARK DELIVERED', rejected: 'REJECT ORDER', paid: 'MARK PAID' };

export default function OrderDetail() {
  const { id } = useParams();
  const { api } = useAdmin();
  const [result, setResult] = useState<{ order?: Order; error?: string } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    unwrap(api.GET('/orders/{id}', { params: { path: { id: Number(id) } } })).then(
      (order) => current && setResult({ order }),
      (error: unknown) => current && setResult({ error: error instanceof Error ? error.message : 'The order could not be loaded.' }),
    );
    return () => {
      current = false;
    };
  }, [api, id, attempt]);

  if (!result) return <p className={page.muted}>Loading the order…</p>;
  if (!result.order) {
    return (
<LoadFailed problem={result.error ?? null} onRetry={() => setAttempt((count) => count + 1)} />
    );
  }
  return <OrderView key={result.order.id} order={result.order} onChange={(order) => setResult({ order })} />;
}

function OrderView({ order, onChange }: { order: Order; onChange: (order: Order) => void }) {
  const { api, notify } = useAdmin();
  const [state, send] = useMachine(
    orderFulfilmentMachine.provide({
      actors: {
        moveOrder: fromPromise(async ({ input }) => {
          const moved = await unwrap(api.PATCH('/orders/{id}', { params: { path: { id: input.orderId } }, body: { status: input.to } }));
          onChange(moved);
          return moved;
        }),
      },
      actions: { notify: (_, toast) => notify(toast) },
    }),
    { input: { orderId: order.id, status: order.status } },
  );
  const { status, move, problem } = state.context;
  const saving = state.matches('saving');
  const bottles = order.productList.reduce((sum, line) => sum + line.qty, 0);

  return (
    <>
      <div className={page.header}>
        <h1 className={page.title}>Order #{order.id}</h1>
        <OrderStatusBadge status={status} />
      </div>
      <div className={page.columns}>
        <section className={page.panel} aria-labelledby="customer-title">
          <h2 id="customer-title" className={page.panelTitle}>
            Customer
          </h2>
          {order.customer && (
            <p>
              <Link className={page.link} to={`/customers/${order.customer.id}`}>
                {order.customer.firstname} {order.customer.lastname}
              </Link>{' '}
              <span className={page.muted}>{order.customer.email}</span>
            </p>
          )}
          <p>Ship to {order.shippingAddress}</p>
          <p className={page.muted}>
            Placed {formatDate(new Date(order.createdAt))} · ships {formatDay(order.shippingDate)} · paid by {order.paymentMethod}
          </p>
        </section>
        <section className={page.panel} aria-labelledby="fulfilment-title">
          <h2 id="fulfilment-title" className={page.panelTitle}>
            Fulfilment
          </h2>
          {nextOrderStatuses(status).length === 0 ? (
            <p className={page.muted}>This order is {status}: that is final.</p>
          ) : (
            <div className={page.actions}>
              {nextOrderStatuses(status).map((to) => (
                <Button key={to} variant={to === 'rejected' ? 'secondary' : 'primary'} loading={saving && move === to} disabled={saving} onClick={() => send({ type: 'MOVE', to })}>
                  {MOVE_LABELS[to]}
                </Button>
              ))}
            </div>
          )}
          {problem && (
            <p className={page.problem} role="alert">
              {problem}
            </p>
          )}
        </section>
      </div>
      <DataTable
        caption={`${bottles} bottle${bottles === 1 ? '' : 's'}, ${formatPrice(order.totalAmount)}`}
        columns={[
          { key: 'wine', header: 'Wine', cell: (line) => <Link className={page.link} to={`/wines/${line.id}`}>{line.name}</Link> },
          { key: 'price', header: 'Price', align: 'end', cell: (line) => formatPrice(line.unitPrice) },
          { key: 'qty', header: 'Bottles', align: 'end', cell: (line) => line.qty },
          { key: 'total', header: 'Total', align: 'end', cell: (line) => formatPrice(line.unitPrice * line.qty) },
        ]}
        rows={order.productList}
        rowKey={(line) => line.id}
      />
      <ConfirmDialog
        open={state.matches('confirming') || (saving && (move === 'rejected' || move === 'delivered'))}
        onOpenChange={(open) => !open && send({ type: 'CANCEL' })}
        title={move === 'rejected' ? `Reject order #${order.id}?` : `Mark order #${order.id} delivered?`}
        description={
          move === 'rejected'
            ? `The customer sees it as rejected and its ${bottles} bottle${bottles === 1 ? '' : 's'} go back into stock. A rejected order is final.`
            : 'The customer sees it as delivered. A delivered order is final.'
        }
        confirmLabel={move === 'rejected' ? 'REJECT ORDER' : 'MARK DELIVERED'}
        onConfirm={() => send({ type: 'CONFIRM' })}
        pending={saving}
      />
    </>
  );
}
