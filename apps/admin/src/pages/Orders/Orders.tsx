import type { components } from '@cellar/api-client';
import { formatDate, formatPrice, type OrderStatus } from '@cellar/domain';
import { Badge, DataTable, SearchBox, Select, type DataTableSort } from '@cellar/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAdmin } from '../../app/AdminContext';
import { listSummary } from '../../app/listSummary';
import { statusTone } from '../../app/orderStatus';
import * as page from '../../app/page.css';
import { pageOf, usePagedList } from '../../app/pagedList';

type Order = components['schemas']['Order'];
type Sort = 'newest' | 'oldest';

const PAGE_SIZE = 25;
const STATUSES = [
  { value: 'any', label: 'Any status' },
  ...(['paid', 'in transit', 'delivered', 'rejected'] as const).map((status) => ({ value: status, label: status[0]!.toUpperCase() + status.slice(1) })),
];

export default function Orders() {
  const { api } = useAdmin();
  const [text, setText] = useState('');
  const [query, setQuery] = useState<{ q: string; status: OrderStatus | 'any'; sort: Sort }>({ q: '', status: 'paid', sort: 'oldest' });
  const list = usePagedList(
    (current, cursor, signal) =>
      pageOf(
        api.GET('/orders', {
          params: {
            query: {
              ...(current.q ? { q: current.q } : {}),
              ...(current.status === 'any' ? {} : { status: current.status }),
              sort: current.sort,
              limit: PAGE_SIZE,
              ...(cursor ? { cursor } : {}),
            },
          },
          signal,
        }),
      ),
    query,
  );
  // One sortable column, the date, whose two directions are the server's two orders.
  const sort: DataTableSort<'placed'> = { key: 'placed', direction: query.sort === 'oldest' ? 'asc' : 'desc' };

  return (
    <>
      <div className={page.header}>
        <h1 className={page.title}>Orders</h1>
      </div>
      <div className={page.toolbar}>
        <SearchBox label="Search by customer" placeholder="Name or email" value={text} onChange={setText} onSubmit={(q) => setQuery({ ...query, q: q.trim() })} busy={list.loading} />
        <div className={page.toolbarField}>
          <Select label="Status" value={query.status} options={STATUSES} onValueChange={(status) => setQuery({ ...query, status: status as OrderStatus | 'any' })} />
        </div>
      </div>
      <DataTable<Order, 'placed'>
        caption="Orders"
        captionHidden
        columns={[
          { key: 'id', header: 'Order', cell: (order) => <Link className={page.link} to={`/orders/${order.id}`}>#{order.id}</Link> },
          {
            key: 'placed',
            header: 'Placed',
            sortKey: 'placed',
            cell: (order) => formatDate(new Date(order.createdAt)),
          },
          { key: 'customer', header: 'Customer', cell: (order) => (order.customer ? `${order.customer.firstname} ${order.customer.lastname}` : '—') },
          { key: 'ships', header: 'Ships', secondary: true, cell: (order) => order.shippingDate },
          { key: 'total', header: 'Total', align: 'end', cell: (order) => formatPrice(order.totalAmount) },
          { key: 'status', header: 'Status', cell: (order) => <Badge tone={statusTone(order.status)}>{order.status}</Badge> },
        ]}
        rows={list.rows}
        rowKey={(order) => order.id}
        sort={sort}
        onSortChange={(next) => setQuery({ ...query, sort: next.direction === 'asc' ? 'oldest' : 'newest' })}
        loading={list.loading}
        error={list.error}
        onRetry={list.reload}
        empty="No orders match."
        pagination={{ summary: listSummary(list.page, list.pageNumber, PAGE_SIZE, 'orders'), onPrevious: list.onPrevious, onNext: list.onNext }}
      />
    </>
  );
}
