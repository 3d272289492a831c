import { useWords } from '@cellar/i18n/react';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { visuallyHidden } from '../shared/a11y.css';
import { skeleton } from '../shared/skeleton.css';
import * as styles from './DataTable.css';

export type SortDirection = 'asc' | 'desc';

/** One of the server's sorts, and the one way it runs. */
export interface ColumnSort<Key extends string = string> {
  key: Key;
  direction: SortDirection;
}

export interface DataTableColumn<Row, Key extends string = string> {
  /** Tells the columns apart. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /**
   * The server's sorts by this column, each the way it runs: its header becomes a button that asks for
   * the first, and, on a column sorted by one of two (one each way), for the other. A column with one
   * sort runs only its way: a click cannot turn it round, since the server cannot.
   */
  sorts?: readonly ColumnSort<Key>[];
  /** Numbers and money line up at the end of the cell. */
  align?: 'start' | 'end';
  /** Left out below 768 px, where the table must fit a tablet held upright. */
  secondary?: boolean;
}

export interface DataTablePagination {
  /** What the page shows, e.g. "25–48 of 1,204 wines". */
  summary: ReactNode;
  /** null when the visitor is on the first page. */
  onPrevious: (() => void) | null;
  /** null when there is no next page. */
  onNext: (() => void) | null;
}

export interface DataTableProps<Row, Key extends string = string> {
  /** Names the table for screen readers; shown above it unless captionHidden. */
  caption: string;
  captionHidden?: boolean;
  columns: readonly DataTableColumn<Row, Key>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The server's sort the rows are in: one of the columns' sorts. */
  sort?: Key;
  onSortChange?: (sort: Key) => void;
  /** The rows are being fetched: placeholders keep the table's height, the old rows are not shown as current. */
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Shown in place of rows when there are none. */
  empty?: ReactNode;
  pagination?: DataTablePagination;
  /** How many placeholder rows a first load draws. */
  placeholderRows?: number;
}

/** The sort a click on a column asks for: the column's other sort when it has one and is sorted, else its first. */
function nextSort<Key extends string>(sorts: readonly ColumnSort<Key>[], current: Key | undefined): ColumnSort<Key> {
  const active = sorts.findIndex((option) => option.key === current);
  return active === -1 ? sorts[0]! : sorts[(active + 1) % sorts.length]!;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const MARK = { asc: '▲', desc: '▼' } as const;

function ariaSort<Row, Key extends string>(column: DataTableColumn<Row, Key>, sort: Key | undefined) {
  const active = column.sorts?.find((option) => option.key === sort);
  return active && ARIA_SORT[active.direction];
}

function SortButton<Key extends string>({
  sorts,
  sort,
  onSortChange,
  children,
}: {
  sorts: readonly ColumnSort<Key>[];
  sort: Key | undefined;
  onSortChange: (sort: Key) => void;
  children: ReactNode;
}) {
  const active = sorts.find((option) => option.key === sort);
  const next = nextSort(sorts, sort);
  return (
    <button type="button" className={styles.sortButton} onClick={() => next.key !== sort && onSortChange(next.key)}>
      {children}
      {/* The way the rows run, or, dimmed, the way a click would sort them. */}
      <span className={active ? styles.sortMark : styles.sortMarkIdle} aria-hidden="true">
        {MARK[(active ?? next).direction]}
      </span>
    </button>
  );
}

/**
 * A staff list: sortable by the columns the server can sort on, paged by the server's cursor, with
 * loading, error and empty states drawn inside the table so the page around it never jumps.
 */
export function DataTable<Row, Key extends string = string>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  loading = false,
  error = null,
  onRetry,
  empty,
  pagination,
  placeholderRows = 5,
}: DataTableProps<Row, Key>) {
  const words = useWords();
  const cellClass = (column: DataTableColumn<Row, Key>) =>
    [styles.cell, column.align === 'end' && styles.end, column.secondary && styles.secondary].filter(Boolean).join(' ');
  const message = (content: ReactNode) => (
    <tr>
      <td className={styles.message} colSpan={columns.length}>
        {content}
      </td>
    </tr>
  );

  let body: ReactNode;
  if (error) {
    body = message(
      <div className={styles.problem} role="alert">
        <span>{error}</span>
        {onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {words('action.tryAgain')}
          </Button>
        )}
      </div>,
    );
  } else if (loading) {
    body = Array.from({ length: rows.length || placeholderRows }, (_, index) => (
      <tr key={`placeholder-${index}`} className={styles.row} aria-hidden="true">
        {columns.map((column) => (
          <td key={column.key} className={cellClass(column)}>
            <span className={`${skeleton} ${styles.placeholder}`} />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = message(<span className={styles.empty}>{empty ?? words('table.empty')}</span>);
  } else {
    body = rows.map((row) => (
      <tr key={rowKey(row)} className={styles.row}>
        {columns.map((column) => (
          <td key={column.key} className={cellClass(column)}>
            {column.cell(row)}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <div className={styles.root}>
      {/* A keyboard user can scroll a table wider than the screen only if its frame takes focus. */}
      <div className={styles.frame} role="region" aria-label={caption} tabIndex={0}>
        <table className={styles.table} aria-busy={loading || undefined}>
          <caption className={captionHidden ? visuallyHidden : styles.caption}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={`${cellClass(column)} ${styles.head}`} aria-sort={ariaSort(column, sort)}>
                  {column.sorts?.length && onSortChange ? (
                    <SortButton sorts={column.sorts} sort={sort} onSortChange={onSortChange}>
                      {column.header}
                    </SortButton>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      {pagination && (
        <nav className={styles.pagination} aria-label={words('table.pages', { caption })}>
          <p className={styles.summary} role="status">
            {pagination.summary}
          </p>
          <div className={styles.pageButtons}>
            <Button variant="secondary" size="sm" disabled={!pagination.onPrevious || loading} onClick={() => pagination.onPrevious?.()}>
              {words('table.previous')}
            </Button>
            <Button variant="secondary" size="sm" disabled={!pagination.onNext || loading} onClick={() => pagination.onNext?.()}>
              {words('table.next')}
            </Button>
          </div>
        </nav>
      )}
    </div>
  );
}
