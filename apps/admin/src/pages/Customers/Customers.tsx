import type { components } from '@cellar/api-client';
import { useWords } from '@cellar/i18n/react';
import { Badge, DataTable, SearchBox } from '@cellar/ui';
import { Link } from 'react-router-dom';
import { useAdmin } from '../../app/AdminContext';
import { useFormats } from '../../app/formats';
import { listParams, useListQuery } from '../../app/listQuery';
import * as page from '../../app/page.css';
import { pageOf, useListPagination, usePagedList } from '../../app/pagedList';
import { personColumns, type PersonSort } from '../../app/personColumns';

type Customer = components['schemas']['CustomerSummary'];

const PAGE_SIZE = 25;

export default function Customers() {
  const { api } = useAdmin();
  const words = useWords();
  const formats = useFormats();
  const { query, search, sorting } = useListQuery<{ q: string; sort: PersonSort }>({ q: '', sort: 'newest' });
  // Deactivated customers too, marked as such: the API lists only active ones unless asked.
  const list = usePagedList((current, cursor, signal) => pageOf(api.GET('/users', { params: { query: { ...listParams(current, PAGE_SIZE, cursor), status: 'all' } }, signal })), query);

  return (
    <>
      <div className={page.header}>
        <h1 className={page.title}>{words('admin.section.customers')}</h1>
      </div>
      <div className={page.toolbar}>
        <SearchBox label={words('admin.customers.search')} placeholder={words('admin.customers.searchPlaceholder')} {...search} busy={list.loading} />
      </div>
      <DataTable<Customer, PersonSort>
        caption={words('admin.section.customers')}
        captionHidden
        columns={[
          ...personColumns<Customer>((customer) => (
            <Link className={page.link} to={`/customers/${customer.id}`}>
              {customer.firstname} {customer.lastname}
            </Link>
          ), words, formats),
          { key: 'orders', header: words('admin.section.orders'), align: 'end', cell: (customer) => customer.orderCount },
          { key: 'status', header: words('nav.account'), cell: (customer) => (customer.deactivatedAt ? <Badge tone="danger">{words('admin.badge.deactivated')}</Badge> : <Badge>{words('admin.badge.active')}</Badge>) },
        ]}
        rows={list.rows}
        rowKey={(customer) => customer.id}
        {...sorting}
        loading={list.loading}
        error={list.error}
        onRetry={list.reload}
        empty={query.q ? words('admin.customers.noMatch', { query: query.q }) : words('admin.customers.none')}
        pagination={useListPagination(list, PAGE_SIZE, { count: 'admin.pager.customers', none: 'admin.pager.noCustomers' })}
      />
    </>
  );
}
