import { activeFilterCount, cardFacts, clearFilters, parseCatalogueSearch, sameCatalogueQuery, type CatalogueQuery } from '@cellar/domain';
import { catalogueQueryMachine, catalogueToRestore, type CatalogueFacets, type CatalogueQueryEvent, type CatalogueQueryInput } from '@cellar/machines';
import {
  ButtonLink,
  FilterBar,
  LoadMore,
  NoResults,
  PageBanner,
  ProductCard,
  ProductCardSkeleton,
  ResultCount,
  SearchBox,
  type Category,
} from '@cellar/ui';
import type { Words } from '@cellar/i18n';
import { useLocale, useWords } from '@cellar/i18n/react';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLoaderData, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { catalogueHref, fetchCataloguePage, fetchCatalogueResults } from '../data/catalogue';
import type { CatalogueData } from '../data/loaders';
import { Seo } from '../seo/Seo';
import { useShop } from '../shop/ShopContext';
import { adoptingServerHtml } from '../boot/useHydrated';
import { LoadError } from '../components/Status';
import { WhenLoaded } from '../components/WhenLoaded';
import { useSay } from '../components/useSay';
import * as styles from './pages.css';

const SKELETON_TILES = 8;
/** The list as the shopper left it (pages loaded, filters), for the back button to bring it back. */
const RESTORE_KEY = 'cellar.catalogue';

const noop = () => undefined;

interface CatalogueFiltersProps {
  query: CatalogueQuery;
  /** The search box's text, which may run ahead of the applied query. */
  typed: string;
  categories: Category[];
  facets?: CatalogueFacets | null;
  loading: boolean;
  send: (event: CatalogueQueryEvent) => void;
}

/** The catalogue's search, filters and order for a query; each change is an event of the catalogue's machine. */
function CatalogueFilters({ query, typed, categories, facets, loading, send }: CatalogueFiltersProps) {
  const words = useWords();
  const counts = facets ? Object.fromEntries(facets.categories.map((category) => [category.id, category.count])) : undefined;
  return (
    <FilterBar
      search={
        <SearchBox
          label={words('ourWines.search')}
          value={typed}
          busy={loading}
          onChange={(q) => send({ type: 'TYPE', q })}
          onSubmit={() => send({ type: 'SUBMIT' })}
        />
      }
      categories={categories}
      categoryId={query.categoryIds[0] ?? null}
      onCategoryChange={(id) => send({ type: 'SET', query: { categoryIds: id === null ? [] : [id] } })}
      {...(counts ? { counts, total: facets!.categories.reduce((sum, category) => sum + category.count, 0) } : {})}
      price={{ min: query.minPrice, max: query.maxPrice }}
      {...(facets ? { bands: facets.priceBands, inStockCount: facets.inStock } : {})}
      onPriceChange={({ min, max }) => send({ type: 'SET', query: { minPrice: min, maxPrice: max } })}
      inStock={query.inStock}
      onInStockChange={(inStock) => send({ type: 'SET', query: { inStock } })}
      sort={query.sort}
      onSortChange={(sort) => send({ type: 'SET', query: { sort } })}
      relevanceAvailable={query.q !== ''}
      activeFilters={activeFilterCount(query)}
      onClear={() => send({ type: 'CLEAR' })}
      {...(facets ? { facts: facets } : {})}
      chosen={query}
      onFactsChange={(chosen) => send({ type: 'SET', query: chosen })}
    />
  );
}

/**
 * The catalogue as it will be drawn, while its first page is on its way: the search and filters in their
 * place showing the query asked for (inert, so nothing is typed into a box about to be replaced), then
 * tiles the size of the cards.
 */
function CataloguePlaceholder({ query }: { query: CatalogueQuery }) {
  const words = useWords();
  return (
    <>
      <div className={styles.filterRow} inert>
        <CatalogueFilters query={query} typed={query.q} categories={[]} loading send={noop} />
      </div>
      <h2 className={styles.resultCount} aria-live="polite">
        {words('ourWines.uncorking')}
      </h2>
      <ul className={styles.grid} aria-label={words('ourWines.list')} aria-busy="true">
        {Array.from({ length: SKELETON_TILES }, (_, index) => (
          // Keys of their own: index keys would match wine ids, and React would move a placeholder into a card's cell (a layout shift).
          <li key={`placeholder-${index}`}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </>
  );
}

interface Saved {
  key: string;
  input: CatalogueQueryInput;
  categories: Category[];
  cursor: string | null;
}

// Some privacy settings refuse session storage: the list then simply starts again from its first page.
function readSaved(): Saved | null {
  try {
    return JSON.parse(sessionStorage.getItem(RESTORE_KEY) ?? 'null') as Saved | null;
  } catch {
    return null;
  }
}

function save(saved: Saved): void {
  try {
    sessionStorage.setItem(RESTORE_KEY, JSON.stringify(saved));
  } catch {
    // Nothing to do: see readSaved.
  }
}

/** What the shopper had loaded at this history entry, when they come back to it with the back or forward button. */
function useRestored(query: CatalogueQuery): Saved | null {
  const { key } = useLocation();
  const navigation = useNavigationType();
  // While React adopts the server's page, that page is what must be drawn (read once: nothing here changes after hydration).
  const [restored] = useState(() => {
    if (navigation !== 'POP' || adoptingServerHtml()) return null;
    const saved = readSaved();
    return saved?.key === key && sameCatalogueQuery(saved.input.query, query) && saved.input.results ? saved : null;
  });
  return restored;
}

function titleOf(query: CatalogueQuery, words: Words): string {
  return query.q ? words('seo.ourWinesSearchTitle', { query: query.q }) : words('seo.ourWinesTitle');
}

function Catalogue({ input, categories, cursor }: { input: CatalogueQueryInput; categories: Category[]; cursor: string | null }) {
  const { api, inspect, imageUrl } = useShop();
  const words = useWords();
  const locale = useLocale();
  const say = useSay();
  const location = useLocation();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      catalogueQueryMachine.provide({
        actors: {
          fetchResults: fromPromise(({ input: { query }, signal }) => fetchCatalogueResults(api, query, null, signal)),
          fetchMore: fromPromise(({ input: { query, cursor: after }, signal }) => fetchCataloguePage(api, query, after, signal)),
        },
      }),
    [api],
  );
  const [state, send, actor] = useMachine(machine, { input, ...(inspect ? { inspect } : {}) });
  const { query, typed, items, next, total, facets, error, moreError } = state.context;

  // The address follows the applied query, so a search can be shared, bookmarked and reloaded...
  useEffect(() => {
    if (sameCatalogueQuery(parseCatalogueSearch(new URLSearchParams(location.search)).query, query)) return;
    navigate(catalogueHref(query), { preventScrollReset: true });
    // Only a new query moves the address; a location change alone is the next effect's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);
  // ...and the back and forward buttons (or the navbar's search) move the query.
  useEffect(() => {
    send({ type: 'SYNC', query: parseCatalogueSearch(new URLSearchParams(location.search)).query });
  }, [location.search, send]);

  // Kept for the history entry the list was left at, so coming back shows the same pages at the same place.
  const entry = useRef(location.key);
  entry.current = location.key;
  useEffect(
    () => () => save({ key: entry.current, input: catalogueToRestore(actor.getSnapshot()), categories, cursor }),
    [actor, categories, cursor],
  );

  const loading = state.matches({ results: 'loading' });

  return (
    <>
      <Seo
        title={titleOf(query, words)}
        description={words('seo.ourWinesDescription')}
        links={[{ rel: 'canonical', href: catalogueHref(query, cursor) }, ...(next ? [{ rel: 'next' as const, href: catalogueHref(query, next) }] : [])]}
      />
      <div className={styles.filterRow}>
        <CatalogueFilters query={query} typed={typed} categories={categories} facets={facets} loading={loading} send={send} />
      </div>
      {state.matches({ results: 'failed' }) ? (
        <LoadError message={error ?? ''} onRetry={() => send({ type: 'RETRY' })} />
      ) : total && total.count === 0 && items.length === 0 ? (
        <NoResults {...(query.q ? { query: query.q } : {})} clearHref={catalogueHref(clearFilters(query))} onClear={() => send({ type: 'CLEAR' })} />
      ) : (
        <>
          <ResultCount count={total?.count ?? items.length} estimated={total?.estimated ?? false} {...(query.q ? { query: query.q } : {})} loading={loading} />
          <ul className={styles.grid} aria-label={words('ourWines.list')} aria-busy={loading}>
            {items.map((product, index) => (
              <li key={product.id}>
                <ProductCard
                  priority={index < styles.NARROWEST_ROW}
                  name={product.name}
                  img={imageUrl(product.img)}
                  href={`/product/${product.id}`}
                  unitPrice={product.unitPrice}
                  facts={cardFacts(product, locale)}
                  outOfStock={product.stock < 1}
                />
              </li>
            ))}
          </ul>
          <LoadMore
            shown={items.length}
            total={total?.count ?? items.length}
            estimated={total?.estimated ?? false}
            loading={state.matches({ results: { showing: 'loadingMore' } })}
            error={moreError && say(moreError)}
            href={next ? catalogueHref(query, next) : null}
            onLoadMore={() => send({ type: 'LOAD_MORE' })}
            onRetry={() => send({ type: 'RETRY' })}
          />
        </>
      )}
    </>
  );
}

export default function OurWines() {
  const { query, cursor, results } = useLoaderData<CatalogueData>();
  const restored = useRestored(query);
  const words = useWords();
  return (
    <>
      <PageBanner compact eyebrow={words('ourWines.eyebrow')} title={words('ourWines.title')} tagline={words('ourWines.tagline')} />
      <div className={`${styles.container} ${styles.firstSection}`}>
        {/* Coming back, the list is drawn at once as it was left, so the browser can scroll back to where the shopper was. */}
        {restored ? (
          <Catalogue input={restored.input} categories={restored.categories} cursor={restored.cursor} />
        ) : (
          <WhenLoaded data={results} placeholder={<CataloguePlaceholder query={query} />}>
            {({ page, facets, categories }) => <Catalogue input={{ query, results: { ...page, facets } }} categories={categories} cursor={cursor} />}
          </WhenLoaded>
        )}
        <div className={styles.actionsRow}>
          <ButtonLink href="/" variant="ghost">
            {words('notFound.home')}
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
