import type { components } from '@cellar/api-client';
import type { OrderStatus } from '@cellar/domain';
import { DataTable, ORDER_STATUS_LOOKS, OrderStatusBadge, SearchBox, Select } from '@cellar/ui';
import { useWords } from '@cellar/i18n/react';
import { Link } from 'react-router-dom';
import { useAdmin } from '../../app/AdminContext';
import { useFormats } from '../../app/formats';
import { listParams, useListQuery } from '../../app/listQuery';
import * as page from '../../app/page.css';
import { pageOf, useListPagination, usePagedList } from '../../app/pagedList';

type Order = components['schemas']['Order'];
type Sort = 'newest' | 'oldest';

const PAGE_SIZE = 25;
// Every status of the contract's enum (ORDER_STATUS_LOOKS is keyed by it), in the order fulfilment moves them.
const STATUS_LOOKS = Object.entries(ORDER_STATUS_LOOKS);

export default function Orders() {
  const { api } = useAdmin();
  const words = useWords();
  const { date, day, price } = useFormats();
  const statuses = [{ value: 'any', label: words('admin.orders.anyStatus') }, ...STATUS_LOOKS.map(([status, look]) => ({ value: status, label: words(look.label) }))];
  const { query, change, search, sorting } = useListQuery<{ q: string; status: OrderStatus | 'any'; sort: Sort }>({ q: '', status: 'paid', sort: 'oldest' });
  const list = usePagedList(
    (current, cursor, signal) =>
      pageOf(
        api.GET('/orders', {
          params: { query: { ...listParams(current, PAGE_SIZE, cursor), ...(current.status === 'any' ? {} : { status: current.status }) } },
          signal,
        }),
      ),
    query,
  );

  return (
    <>
      <div className={page.header}>
        <h1 className={page.title}>{words('admin.section.orders')}</h1>
      </div>
      <div className={page.toolbar}>
        <SearchBox className={page.toolbarSearch} label={words('admin.orders.search')} placeholder={words('admin.orders.searchPlaceholder')} {...search} busy={list.loading} />
        <div className={page.toolbarField}>
          <Select label={words('admin.column.status')} value={query.status} options={statuses} onValueChange={(status) => change({ status: status as OrderStatus | 'any' })} />
        </div>
      </div>
      <DataTable<Order, Sort>
        caption={words('admin.section.orders')}
        captionHidden
        columns={[
          { key: 'id', header: words('admin.column.order'), cell: (order) => <Link className={page.link} to={`/orders/${order.id}`}>#{order.id}</Link> },
          {
            key: 'placed',
            header: words('admin.column.placed'),
            // The server's two orders are this column's two ways.
            sorts: [
              { key: 'oldest', direction: 'asc' },
              { key: 'newest', direction: 'desc' },
            ],
            cell: (order) => date(new Date(order.createdAt)),
          },
          { key: 'customer', header: words('admin.column.customer'), cell: (order) => (order.customer ? (order.customer.erased ? words('admin.order.erasedCustomer') : `${order.customer.firstname} ${order.customer.lastname}`) : '—') },
          { key: 'ships', header: words('admin.column.ships'), secondary: true, cell: (order) => day(order.shippingDate) },
          { key: 'total', header: words('cart.total'), align: 'end', cell: (order) => price(order.totalAmount) },
          { key: 'status', header: words('admin.column.status'), cell: (order) => <OrderStatusBadge status={order.status} /> },
        ]}
        rows={list.rows}
        rowKey={(order) => order.id}
        {...sorting}
        loading={list.loading}
        error={list.error}
        onRetry={list.reload}
        empty={words('admin.orders.none')}
        pagination={useListPagination(list, PAGE_SIZE, { count: 'admin.pager.orders', none: 'admin.pager.noOrders' })}
      />
    </>
  );
}
