import type { components } from '@cellar/api-client';
import { formatPrice } from '@cellar/domain';
import { Badge, ButtonLink, DataTable, SearchBox, Select, type DataTableSort } from '@cellar/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAdmin } from '../../app/AdminContext';
import { listSummary } from '../../app/listSummary';
import * as page from '../../app/page.css';
import { pageOf, usePagedList } from '../../app/pagedList';

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
  const [text, setText] = useState('');
  const [query, setQuery] = useState<{ q: string; status: Status; sort: Sort }>({ q: '', status: 'all', sort: 'name' });
  const list = usePagedList(
    (current, cursor, signal) =>
      pageOf(
        api.GET('/inventory', {
          params: { query: { ...(current.q ? { q: current.q } : {}), status: current.status, sort: current.sort, limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) } },
          signal,
        }),
      ),
    query,
  );
  // The server sorts each column one way: names, prices and stock from the lowest, the newest first.
  const sort: DataTableSort<Sort> = { key: query.sort, direction: query.sort === 'newest' ? 'desc' : 'asc' };

  return (
    <>
      <div className={page.header}>
        <h1 className={page.title}>Wines</h1>
        <ButtonLink href="/wines/new">NEW WINE</ButtonLink>
      </div>
      <div className={page.toolbar}>
        <SearchBox label="Search wines" value={text} onChange={setText} onSubmit={(q) => setQuery({ ...query, q: q.trim() })} busy={list.loading} />
        <div className={page.toolbarField}>
          <Select label="Show" value={query.status} options={STATUSES} onValueChange={(status) => setQuery({ ...query, status: status as Status })} />
        </div>
      </div>
      <DataTable<Wine, Sort>
        caption="Wines"
        captionHidden
        columns={[
          { key: 'name', header: 'Wine', sortKey: 'name', cell: (wine) => <Link className={page.link} to={`/wines/${wine.id}`}>{wine.name}</Link> },
          { key: 'category', header: 'Category', secondary: true, cell: (wine) => wine.category.name },
          { key: 'price', header: 'Price', sortKey: 'price', align: 'end', cell: (wine) => formatPrice(wine.unitPrice) },
          { key: 'stock', header: 'Stock', sortKey: 'stock', align: 'end', cell: (wine) => wine.stock },
          {
            key: 'status',
            header: 'Status',
            cell: (wine) =>
              wine.withdrawnAt ? <Badge tone="danger">withdrawn</Badge> : wine.stock === 0 ? <Badge tone="info">sold out</Badge> : <Badge>on sale</Badge>,
          },
        ]}
        rows={list.rows}
        rowKey={(wine) => wine.id}
        sort={sort}
        onSortChange={(next) => setQuery({ ...query, sort: next.key })}
        loading={list.loading}
        error={list.error}
        onRetry={list.reload}
        empty={query.q ? `No wines match “${query.q}”.` : 'No wines yet.'}
        pagination={{ summary: listSummary(list.page, list.pageNumber, PAGE_SIZE, 'wines'), onPrevious: list.onPrevious, onNext: list.onNext }}
      />
    </>
  );
}
