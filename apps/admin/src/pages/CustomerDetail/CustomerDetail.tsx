import { unwrap, type components } from '@cellar/api-client';
import { useWords } from '@cellar/i18n/react';
import { problemOr, type Said } from '@cellar/machines';
import { Badge, Button, ConfirmDialog, DataTable, OrderStatusBadge } from '@cellar/ui';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAdmin } from '../../app/AdminContext';
import { useFormats } from '../../app/formats';
import { LoadFailed } from '../../app/LoadFailed';
import * as page from '../../app/page.css';
import { useStaffAction } from '../../app/staffAction';

type Customer = components['schemas']['CustomerDetail'];

/** A customer with their orders; deactivating ends their sessions and stops their logins until they are reactivated. */
export default function CustomerDetail() {
  const { id } = useParams();
  const { api } = useAdmin();
  const words = useWords();
  const { date, price } = useFormats();
  const [customer, setCustomer] = useState<Customer | null>(null);
  const [loadError, setLoadError] = useState<Said | null>(null);
  const [asking, setAsking] = useState(false);
  const { pending, problem, run } = useStaffAction();

  const load = useCallback(() => {
    setLoadError(null);
    unwrap(api.GET('/users/{id}', { params: { path: { id: Number(id) } } })).then(setCustomer, (error: unknown) => setLoadError(problemOr(error)));
  }, [api, id]);
  useEffect(load, [load]);

  if (loadError) {
    return <LoadFailed problem={loadError} onRetry={load} />;
  }
  if (!customer) return <p className={page.muted}>{words('admin.customer.loading')}</p>;
  const name = `${customer.firstname} ${customer.lastname}`;

  const deactivate = async () => {
    const done = { title: { key: 'admin.section.customers' }, description: { key: 'admin.customer.deactivated', values: { name } }, variant: 'success' } as const;
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
      { title: { key: 'admin.section.customers' }, description: { key: 'admin.customer.reactivated', values: { name } }, variant: 'success' },
    );

  return (
    <>
      <div className={page.header}>
        <h1 className={page.title}>
          {customer.firstname} {customer.lastname}
        </h1>
        {customer.deactivatedAt ? <Badge tone="danger">{words('admin.badge.deactivated')}</Badge> : <Badge>{words('admin.badge.active')}</Badge>}
      </div>
      <section className={page.panel} aria-labelledby="contact-title">
        <h2 id="contact-title" className={page.panelTitle}>
          {words('admin.customer.contact')}
        </h2>
        <p>{customer.email}</p>
        <p>{customer.phone}</p>
        <p>{customer.address}</p>
        <p className={page.muted}>
          {words('admin.customer.since', { date: date(new Date(customer.createdAt)) })}
          {customer.deactivatedAt && words('admin.customer.deactivatedOn', { date: date(new Date(customer.deactivatedAt)) })}
        </p>
        <div>
          {customer.deactivatedAt ? (
            <Button variant="secondary" loading={pending} onClick={() => void reactivate()}>
              {words('admin.customer.reactivate')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setAsking(true)}>
              {words('admin.customer.deactivate')}
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
        caption={words('admin.section.orders')}
        columns={[
          { key: 'id', header: words('admin.column.order'), cell: (order) => <Link className={page.link} to={`/orders/${order.id}`}>#{order.id}</Link> },
          { key: 'placed', header: words('admin.column.placed'), cell: (order) => date(new Date(order.createdAt)) },
          { key: 'total', header: words('cart.total'), align: 'end', cell: (order) => price(order.totalAmount) },
          { key: 'status', header: words('admin.column.status'), cell: (order) => <OrderStatusBadge status={order.status} /> },
        ]}
        rows={customer.orders}
        rowKey={(order) => order.id}
        empty={words('admin.customer.noOrders')}
      />
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={words('admin.customer.confirmTitle', { name })}
        description={words('admin.customer.confirmText')}
        confirmLabel={words('admin.customer.confirm')}
        onConfirm={() => void deactivate()}
        pending={pending}
        error={problem}
      />
    </>
  );
}
