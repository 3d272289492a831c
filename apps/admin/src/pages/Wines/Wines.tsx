import type { components } from '@cellar/api-client';
import type { AdminKey } from '@cellar/i18n';
import { cardFacts } from '@cellar/domain';
import { useLocale, useWords } from '@cellar/i18n/react';
import { Badge, Button, ButtonLink, DataTable, SearchBox, Select, TextField } from '@cellar/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAdmin } from '../../app/AdminContext';
import { useFormats } from '../../app/formats';
import { listParams, useListQuery } from '../../app/listQuery';
import * as page from '../../app/page.css';
import { pageOf, useListPagination, usePagedList } from '../../app/pagedList';

type Wine = components['schemas']['InventoryProduct'];
type Sort = 'name' | 'stock' | 'price' | 'newest';
type Status = 'all' | 'on-sale' | 'withdrawn';

/** The facts the list filters by, each as typed (one value each; the API takes any of several). */
interface FactFilters {
  grape: string;
  region: string;
  vintage: string;
  producer: string;
}

const NO_FACTS: FactFilters = { grape: '', region: '', vintage: '', producer: '' };
const FACT_LABELS: { fact: keyof FactFilters; label: AdminKey | 'filters.grapes' | 'filters.regions' | 'filters.vintages' }[] = [
  { fact: 'grape', label: 'filters.grapes' },
  { fact: 'region', label: 'filters.regions' },
  { fact: 'vintage', label: 'filters.vintages' },
  { fact: 'producer', label: 'admin.wines.producer' },
];

/** The facts filters as the API takes them: only those written, a year as a number (one that is no year finds nothing). */
function factParams({ grape, region, vintage, producer }: FactFilters) {
  const one = (value: string) => (value.trim() ? [value.trim()] : undefined);
  return { grape: one(grape), region: one(region), vintage: vintage.trim() ? [Number(vintage.trim())] : undefined, producer: one(producer) };
}

const PAGE_SIZE = 25;
const STATUSES: { value: Status; label: AdminKey }[] = [
  { value: 'all', label: 'admin.wines.all' },
  { value: 'on-sale', label: 'admin.wines.onSale' },
  { value: 'withdrawn', label: 'admin.wines.withdrawn' },
];

export default function Wines() {
  const { api } = useAdmin();
  const words = useWords();
  const locale = useLocale();
  const { price } = useFormats();
  const { query, change, search, sorting } = useListQuery<{ q: string; status: Status; sort: Sort; facts: FactFilters }>({ q: '', status: 'all', sort: 'name', facts: NO_FACTS });
  const [facts, setFacts] = useState(NO_FACTS);
  const list = usePagedList(
    (current, cursor, signal) =>
      pageOf(api.GET('/inventory', { params: { query: { ...listParams(current, PAGE_SIZE, cursor), status: current.status, ...factParams(current.facts) } }, signal })),
    query,
  );
  const filtered = Object.values(query.facts).some((value) => value.trim());

  return (
    <>
      <div className={page.header}>
        <h1 className={page.title}>{words('admin.section.wines')}</h1>
        <ButtonLink href="/wines/new">{words('admin.wines.new')}</ButtonLink>
      </div>
      <div className={page.toolbar}>
        <SearchBox className={page.toolbarSearch} label={words('search.label')} {...search} busy={list.loading} />
        <div className={page.toolbarField}>
          <Select
            label={words('admin.wines.show')}
            value={query.status}
            options={STATUSES.map(({ value, label }) => ({ value, label: words(label) }))}
            onValueChange={(status) => change({ status: status as Status })}
          />
        </div>
      </div>
      <form
        className={page.toolbar}
        aria-label={words('admin.wines.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          change({ facts });
        }}
      >
        {FACT_LABELS.map(({ fact, label }) => (
          <TextField
            key={fact}
            className={page.toolbarField}
            label={words(label)}
            value={facts[fact]}
            inputMode={fact === 'vintage' ? 'numeric' : undefined}
            onChange={(event) => setFacts({ ...facts, [fact]: event.target.value })}
          />
        ))}
        <Button type="submit" variant="secondary">
          {words('admin.wines.filter')}
        </Button>
        {filtered && (
          <Button type="button" variant="ghost" onClick={() => (setFacts(NO_FACTS), change({ facts: NO_FACTS }))}>
            {words('admin.wines.clearFilters')}
          </Button>
        )}
      </form>
      <DataTable<Wine, Sort>
        caption={words('admin.section.wines')}
        captionHidden
        columns={[
          // The server sorts each column one way: names, prices and stock from the lowest.
          { key: 'name', header: words('admin.column.wine'), sorts: [{ key: 'name', direction: 'asc' }], cell: (wine) => <Link className={page.link} to={`/wines/${wine.id}`}>{wine.name}</Link> },
          { key: 'category', header: words('admin.column.category'), secondary: true, cell: (wine) => wine.category.name },
          { key: 'facts', header: words('admin.column.facts'), secondary: true, cell: (wine) => cardFacts(wine, locale) },
          { key: 'price', header: words('admin.column.price'), sorts: [{ key: 'price', direction: 'asc' }], align: 'end', cell: (wine) => price(wine.unitPrice) },
          { key: 'stock', header: words('admin.column.stock'), sorts: [{ key: 'stock', direction: 'asc' }], align: 'end', cell: (wine) => wine.stock },
          {
            key: 'status',
            header: words('admin.column.status'),
            cell: (wine) => (
              <span className={page.badges}>
                {wine.withdrawnAt ? (
                  <Badge tone="danger">{words('admin.badge.withdrawn')}</Badge>
                ) : wine.stock === 0 ? (
                  <Badge tone="info">{words('admin.badge.soldOut')}</Badge>
                ) : (
                  <Badge>{words('admin.badge.onSale')}</Badge>
                )}
                {/* A text not written in Spanish yet: the Spanish shop shows the English one meanwhile. */}
                {wine.untranslated['es-UY'].length > 0 && <Badge tone="info">{words('admin.untranslated')}</Badge>}
              </span>
            ),
          },
        ]}
        rows={list.rows}
        rowKey={(wine) => wine.id}
        {...sorting}
        loading={list.loading}
        error={list.error}
        onRetry={list.reload}
        empty={query.q ? words('admin.wines.noMatch', { query: query.q }) : filtered ? words('admin.wines.noneFiltered') : words('admin.wines.none')}
        pagination={useListPagination(list, PAGE_SIZE, { count: 'admin.pager.wines', none: 'admin.pager.noWines' })}
      />
    </>
  );
}
