import type { components } from '@cellar/api-client';
import { formatDate } from '@cellar/domain';
import { Badge, DataTable, SearchBox, type DataTableSort } from '@cellar/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAdmin } from '../../app/AdminContext';
import { listSummary } from '../../app/listSummary';
import * as page from '../../app/page.css';
import { pageOf, usePagedList } from '../../app/pagedList';

type Customer = components['schemas']['CustomerSummary'];
type Sort = 'newest' | 'name' | 'email';

const PAGE_SIZE = 25;

export default function Customers() {
  const { api } = useAdmin();
  const [text, setText] = useState('');
  const [query, setQuery] = useState<{ q: string; sort: Sort }>({ q: '', sort: 'newest' });
  const list = usePagedList(
    (current, cursor, signal) =>
      pageOf(api.GET('/users', { params: { query: { ...(current.q ? { q: current.q } : {}), sort: current.sort, limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) } }, signal })),
    query,
  );
  const sort: DataTableSort<Sort> = { key: query.sort, direction: query.sort === 'newest' ? 'desc' : 'asc' };

  return (
    <>
      <div className={page.header}>
        <h1 className={page.title}>Customers</h1>
      </div>
      <div className={page.toolbar}>
        <SearchBox label="Search customers" placeholder="Name, email or phone" value={text} onChange={setText} onSubmit={(q) => setQuery({ ...query, q: q.trim() })} busy={list.loading} />
      </div>
      <DataTable<Customer, Sort>
        caption="Customers"
        captionHidden
        columns={[
          {
            key: 'name',
            header: 'Name',
            sortKey: 'name',
            cell: (customer) => (
              <Link className={page.link} to={`/customers/${customer.id}`}>
                {customer.firstname} {customer.lastname}
              </Link>
            ),
          },
          { key: 'email', header: 'Email', sortKey: 'email', cell: (customer) => customer.email },
          { key: 'since', header: 'Since', sortKey: 'newest', secondary: true, cell: (customer) => formatDate(new Date(customer.createdAt)) },
          { key: 'orders', header: 'Orders', align: 'end', cell: (customer) => customer.orderCount },
          { key: 'status', header: 'Account', cell: (customer) => (customer.deactivatedAt ? <Badge tone="danger">deactivated</Badge> : <Badge>active</Badge>) },
        ]}
        rows={list.rows}
        rowKey={(customer) => customer.id}
        sort={sort}
        onSortChange={(next) => setQuery({ ...query, sort: next.key })}
        loading={list.loading}
        error={list.error}
        onRetry={list.reload}
        empty={query.q ? `No customers match “${query.q}”.` : 'No customers yet.'}
        pagination={{ summary: listSummary(list.page, list.pageNumber, PAGE_SIZE, 'customers'), onPrevious: list.onPrevious, onNext: list.onNext }}
      />
    </>
  );
}
