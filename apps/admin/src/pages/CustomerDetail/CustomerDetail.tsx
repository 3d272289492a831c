import { unwrap, type components } from '@cellar/api-client';
import { problemMessage } from '@cellar/machines';
import { formatDate, formatPrice } from '@cellar/domain';
import { Badge, Button, ConfirmDialog, DataTable, OrderStatusBadge } from '@cellar/ui';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAdmin } from '../../app/AdminContext';
import { LoadFailed } from '../../app/LoadFailed';
import * as page from '../../app/page.css';
import { useStaffAction } from '../../app/staffAction';

type Customer = components['schemas']['CustomerDetail'];

/** A customer with their orders; deactivating ends their sessions and stops their logins until they are reactivated. */
export default function CustomerDetail() {
  const { id } = useParams();
  const { api } = useAdmin();
  const [customer, setCustomer] = useState<Customer | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const { pending, problem, run } = useStaffAction();

  const load = useCallback(() => {
    setLoadError(null);
    unwrap(api.GET('/users/{id}', { params: { path: { id: Number(id) } } })).then(setCustomer, (error: unknown) => setLoadError(problemMessage(error)));
  }, [api, id]);
  useEffect(load, [load]);

  if (loadError) {
    return <LoadFailed problem={loadError} onRetry={load} />;
  }
  if (!customer) return <p className={page.muted}>Loading the customer…</p>;

  const deactivate = async () => {
    const done = { title: 'Customers', description: `${customer.firstname} ${customer.lastname} can no longer log in.`, variant: 'success' } as const;
    if (!(await run(() => unwrap(api.DELETE('/users/{id}', { params: { path: { id: customer.id } } })), done))) return;
    setAsking(false);
    load();
  };

  // Nothing is lost by reactivating, and it is undone as easily, so it is not asked about first.
  const reactivate = () =>
    run(
      async () => {
        const summary = await unwrap(api.POST('/users/{id}/restore', { params: { path: { id: customer.id } } }));
        setCustomer({ ...customer, ...summary });
      },
      { title: 'Customers', description: `${customer.firstname} ${customer.lastname} can log in again.`, variant: 'success' },
    );

  return (
    <>
      <div className={page.header}>
        <h1 className={page.title}>
          {customer.firstname} {customer.lastname}
        </h1>
        {customer.deactivatedAt ? <Badge tone="danger">deactivated</Badge> : <Badge>active</Badge>}
      </div>
      <section className={page.panel} aria-labelledby="contact-title">
        <h2 id="contact-title" className={page.panelTitle}>
          Contact
        </h2>
        <p>{customer.email}</p>
        <p>{customer.phone}</p>
        <p>{customer.address}</p>
        <p className={page.muted}>
          Customer since {formatDate(new Date(customer.createdAt))}
          {customer.deactivatedAt && ` · deactivated ${formatDate(new Date(customer.deactivatedAt))}`}
        </p>
        <div>
          {customer.deactivatedAt ? (
            <Button variant="secondary" loading={pending} onClick={() => void reactivate()}>
              REACTIVATE ACCOUNT
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setAsking(true)}>
              DEACTIVATE ACCOUNT
            </Button>
          )}
        </div>
        {customer.deactivatedAt && problem && (
          <p className={page.problem} role="alert">
            {problem}
          </p>
        )}
      </section>
      <DataTable
        caption="Orders"
        columns={[
          { key: 'id', header: 'Order', cell: (order) => <Link className={page.link} to={`/orders/${order.id}`}>#{order.id}</Link> },
          { key: 'placed', header: 'Placed', cell: (order) => formatDate(new Date(order.createdAt)) },
          { key: 'total', header: 'Total', align: 'end', cell: (order) => formatPrice(order.totalAmount) },
          { key: 'status', header: 'Status', cell: (order) => <OrderStatusBadge status={order.status} /> },
        ]}
        rows={customer.orders}
        rowKey={(order) => order.id}
        empty="No orders yet."
      />
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Deactivate ${customer.firstname} ${customer.lastname}?`}
        description="They are signed out everywhere at once and cannot log in until they are reactivated. Their orders stay."
        confirmLabel="DEACTIVATE"
        onConfirm={() => void deactivate()}
        pending={pending}
        error={problem}
      />
    </>
  );
}
