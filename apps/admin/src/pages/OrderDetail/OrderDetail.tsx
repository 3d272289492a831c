import { unwrap, type components } from '@cellar/api-client';
import { nextOrderStatuses, type OrderStatus } from '@cellar/domain';
import type { AdminKey } from '@cellar/i18n';
import { useWords } from '@cellar/i18n/react';
import { orderFulfilmentMachine, problemOr, sayIn, type Said } from '@cellar/machines';
import { Button, ConfirmDialog, DataTable, OrderStatusBadge } from '@cellar/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useAdmin } from '../../app/AdminContext';
import { useFormats } from '../../app/formats';
import { LoadFailed } from '../../app/LoadFailed';
import * as page from '../../app/page.css';

type Order = components['schemas']['Order'];

const MOVE_LABELS: Record<OrderStatus, AdminKey> = {
  'in transit': 'admin.order.markInTransit',
  delivered: 'admin.order.markDelivered',
  rejected: 'admin.order.reject',
  paid: 'admin.order.markPaid',
};

export default function OrderDetail() {
  const { id } = useParams();
  const { api } = useAdmin();
  const words = useWords();
  const [result, setResult] = useState<{ order?: Order; error?: Said } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    unwrap(api.GET('/orders/{id}', { params: { path: { id: Number(id) } } })).then(
      (order) => current && setResult({ order }),
      (error: unknown) => current && setResult({ error: problemOr(error, { key: 'admin.order.loadFailed' }) }),
    );
    return () => {
      current = false;
    };
  }, [api, id, attempt]);

  if (!result) return <p className={page.muted}>{words('admin.order.loading')}</p>;
  if (!result.order) return <LoadFailed problem={result.error ?? null} onRetry={() => setAttempt((count) => count + 1)} />;
  return <OrderView key={result.order.id} order={result.order} onChange={(order) => setResult({ order })} />;
}

function OrderView({ order, onChange }: { order: Order; onChange: (order: Order) => void }) {
  const { api, notify } = useAdmin();
  const words = useWords();
  const { date, day, price } = useFormats();
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
        <h1 className={page.title}>{words('admin.order.title', { id: String(order.id) })}</h1>
        <OrderStatusBadge status={status} />
      </div>
      <div className={page.columns}>
        <section className={page.panel} aria-labelledby="customer-title">
          <h2 id="customer-title" className={page.panelTitle}>
            {words('admin.order.customer')}
          </h2>
          {/* An erased customer is nobody to open: the order stays for the books, nameless. */}
          {order.customer?.erased && <p className={page.muted}>{words('admin.order.erasedCustomer')}</p>}
          {order.customer && !order.customer.erased && (
            <p>
              <Link className={page.link} to={`/customers/${order.customer.id}`}>
                {order.customer.firstname} {order.customer.lastname}
              </Link>{' '}
              <span className={page.muted}>{order.customer.email}</span>
            </p>
          )}
          {order.shippingAddress && <p>{words('admin.order.shipTo', { address: order.shippingAddress })}</p>}
          <p className={page.muted}>
            {words('admin.order.placed', { date: date(new Date(order.createdAt)), day: day(order.shippingDate), method: order.paymentMethod })}
          </p>
        </section>
        <section className={page.panel} aria-labelledby="fulfilment-title">
          <h2 id="fulfilment-title" className={page.panelTitle}>
            {words('admin.order.fulfilment')}
          </h2>
          {nextOrderStatuses(status).length === 0 ? (
            <p className={page.muted}>{words('admin.order.final', { status })}</p>
          ) : (
            <div className={page.actions}>
              {nextOrderStatuses(status).map((to) => (
                <Button key={to} variant={to === 'rejected' ? 'secondary' : 'primary'} loading={saving && move === to} disabled={saving} onClick={() => send({ type: 'MOVE', to })}>
                  {words(MOVE_LABELS[to])}
                </Button>
              ))}
            </div>
          )}
          {problem && (
            <p className={page.problem} role="alert">
              {sayIn(words, problem)}
            </p>
          )}
        </section>
      </div>
      <DataTable
        caption={words('admin.order.lines', { bottles, total: price(order.totalAmount) })}
        columns={[
          { key: 'wine', header: words('admin.column.wine'), cell: (line) => <Link className={page.link} to={`/wines/${line.id}`}>{line.name}</Link> },
          // Left out on a phone, where four columns scroll each line's total out of sight; the total over the bottles gives it.
          { key: 'price', header: words('admin.column.price'), align: 'end', secondary: true, cell: (line) => price(line.unitPrice) },
          { key: 'qty', header: words('admin.column.bottles'), align: 'end', cell: (line) => line.qty },
          { key: 'total', header: words('cart.total'), align: 'end', cell: (line) => price(line.unitPrice * line.qty) },
        ]}
        rows={order.productList}
        rowKey={(line) => line.id}
      />
      <ConfirmDialog
        open={state.matches('confirming') || (saving && (move === 'rejected' || move === 'delivered'))}
        onOpenChange={(open) => !open && send({ type: 'CANCEL' })}
        title={words(move === 'rejected' ? 'admin.order.rejectTitle' : 'admin.order.deliverTitle', { id: String(order.id) })}
        description={move === 'rejected' ? words('admin.order.rejectText', { bottles }) : words('admin.order.deliverText')}
        confirmLabel={words(move === 'rejected' ? 'admin.order.reject' : 'admin.order.markDelivered')}
        onConfirm={() => send({ type: 'CONFIRM' })}
        pending={saving}
      />
    </>
  );
}
