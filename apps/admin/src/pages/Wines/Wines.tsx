import type { components } from '@cellar/api-client';
import { formatPrice } from '@cellar/domain';
import { Badge, ButtonLink, DataTable, SearchBox, Select } from '@cellar/ui';
import { Link } from 'react-router-dom';
import { useAdmin } from '../../app/AdminContext';
import { listParams, useListQuery } from '../../app/listQuery';
import * as page from '../../app/page.css';
import { listPagination, pageOf, usePagedList } from '../../app/pagedList';

type Wine = components['schemas']['InventoryProduct'];
type Sort = 'name' | 'stock' | 'price' | 'newest';
type Status = 'all' | 'on-sale' | 'withdrawn';

const PAGE_SIZE = 25;
const STATUSES = [
  { value: 'all', label: 'On sale and withdrawn' },
  { value: 'on-sale', label: 'On sale' },
  { value: 'withdrawn', label: 'Withdrawn' },
];

export default function Wines() {
  const { api } = useAdmin();
  const { query, change, search, sorting } = useListQuery<{ q: string; status: Status; sort: Sort }>({ q: '', status: 'all', sort: 'name' });
  const list = usePagedList(
    (current, cursor, signal) => pageOf(api.GET('/inventory', { params: { query: { ...listParams(current, PAGE_SIZE, cursor), status: current.status } }, signal })),
    query,
  );

  return (
    <>
      <div className={page.header}>
        <h1 className={page.title}>Wines</h1>
        <ButtonLink href="/wines/new">NEW WINE</ButtonLink>
      </div>
      <div className={page.toolbar}>
        <SearchBox className={page.toolbarSearch} label="Search wines" {...search} busy={list.loading} />
        <div className={page.toolbarField}>
          <Select label="Show" value={query.status} options={STATUSES} onValueChange={(status) => change({ status: status as Status })} />
        </div>
      </div>
      <DataTable<Wine, Sort>
        caption="Wines"
        captionHidden
        columns={[
          // The server sorts each column one way: names, prices and stock from the lowest.
          { key: 'name', header: 'Wine', sorts: [{ key: 'name', direction: 'asc' }], cell: (wine) => <Link className={page.link} to={`/wines/${wine.id}`}>{wine.name}</Link> },
          { key: 'category', header: 'Category', secondary: true, cell: (wine) => wine.category.name },
          { key: 'price', header: 'Price', sorts: [{ key: 'price', direction: 'asc' }], align: 'end', cell: (wine) => formatPrice(wine.unitPrice) },
          { key: 'stock', header: 'Stock', sorts: [{ key: 'stock', direction: 'asc' }], align: 'end', cell: (wine) => wine.stock },
          {
            key: 'status',
            header: 'Status',
            cell: (wine) =>
              wine.withdrawnAt ? <Badge tone="danger">withdrawn</Badge> : wine.stock === 0 ? <Badge tone="info">sold out</Badge> : <Badge>on sale</Badge>,
          },
        ]}
        rows={list.rows}
        rowKey={(wine) => wine.id}
        {...sorting}
        loading={list.loading}
        error={list.error}
        onRetry={list.reload}
        empty={query.q ? `No wines match “${query.q}”.` : 'No wines yet.'}
        pagination={listPagination(list, PAGE_SIZE, { one: 'wine', other: 'wines' })}
      />
    </>
  );
}
