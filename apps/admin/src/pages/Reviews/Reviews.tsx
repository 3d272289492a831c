import { unwrap, type components } from '@cellar/api-client';
import type { AdminKey } from '@cellar/i18n';
import { useWords } from '@cellar/i18n/react';
import { Badge, Button, DataTable, Select, Stars, truncate } from '@cellar/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAdmin } from '../../app/AdminContext';
import { useFormats } from '../../app/formats';
import * as page from '../../app/page.css';
import { pageOf, useListPagination, usePagedList } from '../../app/pagedList';
import { useStaffAction } from '../../app/staffAction';
import * as styles from './Reviews.css';

type StaffReview = components['schemas']['StaffReview'];
type Shown = 'all' | 'shown' | 'hidden';

const PAGE_SIZE = 25;
/** How much of a review's words the list shows; the rest is on the wine's page. */
const EXCERPT = 120;

const FILTERS: { value: Shown; label: AdminKey; none: AdminKey }[] = [
  { value: 'all', label: 'admin.reviews.all', none: 'admin.reviews.none' },
  { value: 'shown', label: 'admin.reviews.shownOnly', none: 'admin.reviews.noneShown' },
  { value: 'hidden', label: 'admin.reviews.hiddenOnly', none: 'admin.reviews.noneHidden' },
];

/**
 * Buyers' reviews, newest first, hidden ones too: staff hide one the shop should not show (it leaves the
 * wine's page and its rating at once) or show it again. The row shows the review as the server answered.
 */
export default function Reviews() {
  const { api } = useAdmin();
  const words = useWords();
  const { date } = useFormats();
  const [shown, setShown] = useState<Shown>('all');
  const list = usePagedList(
    (current, cursor, signal) =>
      pageOf(
        api.GET('/reviews', {
          params: { query: { limit: PAGE_SIZE, ...(current.shown === 'all' ? {} : { hidden: current.shown === 'hidden' }), ...(cursor ? { cursor } : {}) } },
          signal,
        }),
      ),
    { shown },
  );
  // The reviews hidden or shown since the page came, as the server answered each change.
  const [moderated, setModerated] = useState<ReadonlyMap<number, StaffReview>>(new Map());
  const [moderating, setModerating] = useState<number | null>(null);
  const { problem, run } = useStaffAction();

  const moderate = async (review: StaffReview) => {
    const hidden = !review.hidden;
    const names = { author: review.author, wine: review.product.name };
    const done = { title: { key: 'admin.section.reviews' }, description: { key: hidden ? 'admin.reviews.hidden' : 'admin.reviews.shown', values: names }, variant: 'success' } as const;
    setModerating(review.id);
    let now: StaffReview | undefined;
    await run(async () => {
      now = await unwrap(api.PATCH('/reviews/{id}', { params: { path: { id: review.id } }, body: { hidden } }));
    }, done);
    setModerating(null);
    if (now) {
      const answered = now;
      setModerated((before) => new Map(before).set(answered.id, answered));
    }
  };

  const rows = list.rows.map((review) => moderated.get(review.id) ?? review);
  const filter = FILTERS.find((option) => option.value === shown)!;

  return (
    <>
      <div className={page.header}>
        <h1 className={page.title}>{words('admin.section.reviews')}</h1>
      </div>
      <p className={page.muted}>{words('admin.reviews.intro')}</p>
      <div className={page.toolbar}>
        <div className={page.toolbarField}>
          <Select
            label={words('admin.wines.show')}
            value={shown}
            options={FILTERS.map(({ value, label }) => ({ value, label: words(label) }))}
            onValueChange={(value) => (setModerated(new Map()), setShown(value as Shown))}
          />
        </div>
      </div>
      {problem && (
        <p className={page.problem} role="alert">
          {problem}
        </p>
      )}
      <DataTable<StaffReview>
        caption={words('admin.section.reviews')}
        captionHidden
        columns={[
          { key: 'wine', header: words('admin.column.wine'), cell: (review) => <Link className={page.link} to={`/wines/${review.product.id}`}>{review.product.name}</Link> },
          {
            key: 'author',
            header: words('admin.column.author'),
            // When it was written under who signed it: a column of its own would push the actions out of a tablet's table.
            cell: (review) => (
              <span className={styles.byline}>
                <Link className={page.link} to={`/customers/${review.customer.id}`}>
                  {review.author}
                </Link>
                <span className={page.muted}>{date(new Date(review.createdAt))}</span>
              </span>
            ),
          },
          { key: 'rating', header: words('admin.column.rating'), cell: (review) => <Stars rating={review.rating} size="sm" /> },
          {
            key: 'review',
            header: words('admin.column.review'),
            cell: (review) => (
              <span className={styles.excerpt}>
                {review.title && <strong className={styles.title}>{review.title}</strong>}
                <span>{truncate(review.body, EXCERPT)}</span>
              </span>
            ),
          },
          {
            key: 'status',
            header: words('admin.column.status'),
            cell: (review) => (review.hidden ? <Badge tone="danger">{words('admin.badge.hidden')}</Badge> : <Badge tone="success">{words('admin.badge.shown')}</Badge>),
          },
          {
            key: 'actions',
            header: words('admin.column.actions'),
            align: 'end',
            cell: (review) => {
              const names = { author: review.author, wine: review.product.name };
              return (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={words(review.hidden ? 'admin.reviews.unhideLabel' : 'admin.reviews.hideLabel', names)}
                  loading={moderating === review.id}
                  disabled={moderating !== null && moderating !== review.id}
                  onClick={() => void moderate(review)}
                >
                  {words(review.hidden ? 'admin.reviews.unhide' : 'admin.reviews.hide')}
                </Button>
              );
            },
          },
        ]}
        rows={rows}
        rowKey={(review) => review.id}
        loading={list.loading}
        error={list.error}
        onRetry={list.reload}
        empty={words(filter.none)}
        pagination={useListPagination(list, PAGE_SIZE, { count: 'admin.pager.reviews', none: 'admin.pager.noReviews' })}
      />
    </>
  );
}
