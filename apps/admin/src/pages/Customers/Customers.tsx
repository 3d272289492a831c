import type { components } from '@cellar/api-client';
import { Badge, DataTable, SearchBox } from '@cellar/ui';
import { Link } from 'react-router-dom';
import { useAdmin } from '../../app/AdminContext';
import { listParams, useListQuery } from '../../app/listQuery';
import * as page from '../../app/page.css';
import { listPagination, pageOf, usePagedList } from '../../app/pagedList';
import { personColumns, type PersonSort } from '../../app/personColumns';

type Customer = components['schemas']['CustomerSummary'];

const PAGE_SIZE = 25;

export default function Customers() {
  const { api } = useAdmin();
  const { query, search, sorting } = useListQuery<{ q: string; sort: PersonSort }>({ q: '', sort: 'newest' });
  // Deactivated customers too, marked as such: the API lists only active ones unless asked.
  const list = usePagedList((current, cursor, signal) => pageOf(api.GET('/users', { params: { query: { ...listParams(current, PAGE_SIZE, cursor), status: 'all' } }, signal })), query);

  return (
    <>
      <div className={page.header}>
        <h1 className={page.title}>Customers</h1>
      </div>
      <div className={page.toolbar}>
        <SearchBox label="Search customers" placeholder="Name, email or phone" {...search} busy={list.loading} />
      </div>
      <DataTable<Customer, PersonSort>
        caption="Customers"
        captionHidden
        columns={[
          ...personColumns<Customer>((customer) => (
            <Link className={page.link} to={`/customers/${customer.id}`}>
              {customer.firstname} {customer.lastname}
            </Link>
          )),
          { key: 'orders', header: 'Orders', align: 'end', cell: (customer) => customer.orderCount },
          { key: 'status', header: 'Account', cell: (customer) => (customer.deactivatedAt ? <Badge tone="danger">deactivated</Badge> : <Badge>active</Badge>) },
        ]}
        rows={list.rows}
        rowKey={(customer) => customer.id}
        {...sorting}
        loading={list.loading}
        error={list.error}
        onRetry={list.reload}
        empty={query.q ? `No customers match “${query.q}”.` : 'No customers yet.'}
        pagination={listPagination(list, PAGE_SIZE, { one: 'customer', other: 'customers' })}
      />
    </>
  );
}
