import { unwrap, type components } from '@cellar/api-client';
import { StockAdjustmentBounds } from '@cellar/api-client/contract';
import type { AdminKey } from '@cellar/i18n';
import { useWords } from '@cellar/i18n/react';
import { ADJUSTMENT_REASONS, sayIn, stockAdjustmentMachine, type AdjustmentReason } from '@cellar/machines';
import { Button, DataTable, Select, TextField } from '@cellar/ui';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useAdmin } from '../../app/AdminContext';
import * as page from '../../app/page.css';
import { useFormats } from '../../app/formats';
import { pageOf, useListPagination, usePagedList } from '../../app/pagedList';

type Movement = components['schemas']['StockMovement'];
type Reason = components['schemas']['StockReason'];

const PAGE_SIZE = 10;
const QUANTITY_LABELS: Record<AdjustmentReason, AdminKey> = {
  restock: 'admin.stock.arrived',
  breakage: 'admin.stock.broken',
  'count correction': 'admin.stock.counted',
};

/** Every reason a movement has, the contract's enum, named as staff read it in a movement's row. */
const REASONS: Record<Reason, AdminKey> = {
  opening: 'admin.reason.opening',
  sale: 'admin.reason.sale',
  cancellation: 'admin.reason.cancellation',
  restock: 'admin.reason.restock',
  'count correction': 'admin.reason.countCorrection',
  breakage: 'admin.reason.breakage',
};

// A reason named at the start of its option, whatever the language.
const capitalised = (text: string) => text[0]!.toUpperCase() + text.slice(1);

/** The wine's stock: a hand adjustment with its reason, and every movement that explains the figure. */
export function StockPanel({ wine, onStockChange }: { wine: components['schemas']['InventoryProduct']; onStockChange: (stock: number) => void }) {
  const { api, notify } = useAdmin();
  const words = useWords();
  const { date } = useFormats();
  const movements = usePagedList(
    ({ id }, cursor, signal) =>
      pageOf(api.GET('/products/{id}/movements', { params: { path: { id }, query: { limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) } }, signal })),
    { id: wine.id, stock: wine.stock },
  );
  const [state, send] = useMachine(
    stockAdjustmentMachine.provide({
      actors: {
        adjustStock: fromPromise(({ input }) =>
          unwrap(
            api.POST('/products/{id}/movements', {
              params: { path: { id: input.productId } },
              body: { reason: input.reason, change: input.change, ...(input.note ? { note: input.note } : {}) },
            }),
          ),
        ),
      },
      actions: { notify: (_, toast) => notify(toast), adjusted: (_, { stock }) => onStockChange(stock) },
    }),
    { input: { productId: wine.id, stock: wine.stock } },
  );
  const { reason, quantity, note, invalid, problem } = state.context;
  const refusal = invalid ?? problem;
  const saving = state.matches('saving');

  return (
    <section className={page.panel} aria-labelledby="stock-title">
      <h2 id="stock-title" className={page.panelTitle}>
        {words('admin.stock.title', { count: state.context.stock })}
      </h2>
      <form
        className={page.formGrid}
        aria-label={words('admin.stock.form')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SUBMIT' });
        }}
      >
        <Select
          label={words('admin.stock.reason')}
          placeholder={words('admin.stock.chooseReason')}
          value={reason ?? ''}
          options={ADJUSTMENT_REASONS.map((value) => ({ value, label: capitalised(words(REASONS[value])) }))}
          disabled={saving}
          onValueChange={(value) => send({ type: 'SET_REASON', reason: value as AdjustmentReason })}
        />
        <TextField
          label={words(reason ? QUANTITY_LABELS[reason] : 'admin.stock.bottles')}
          inputMode="numeric"
          value={quantity}
          disabled={saving}
          onChange={(event) => send({ type: 'SET_QUANTITY', quantity: event.target.value })}
        />
        <TextField className={page.wide} label={words('admin.stock.note')} value={note} disabled={saving} maxLength={StockAdjustmentBounds.note.maxLength} onChange={(event) => send({ type: 'SET_NOTE', note: event.target.value })} />
        {refusal && (
          <p className={`${page.problem} ${page.wide}`} role="alert">
            {sayIn(words, refusal)}
          </p>
        )}
        <div className={page.actions}>
          <Button type="submit" loading={saving}>
            {words('admin.stock.save')}
          </Button>
        </div>
      </form>
      <DataTable<Movement>
        caption={words('admin.stock.movements')}
        columns={[
          { key: 'when', header: words('admin.column.when'), cell: (movement) => date(new Date(movement.createdAt)) },
          {
            key: 'reason',
            header: words('admin.column.reason'),
            cell: (movement) => {
              const reason = words(REASONS[movement.reason]);
              return movement.orderId ? words('admin.stock.ofOrder', { reason, id: String(movement.orderId) }) : reason;
            },
          },
          { key: 'change', header: words('admin.column.bottles'), align: 'end', cell: (movement) => (movement.change > 0 ? `+${movement.change}` : movement.change) },
          { key: 'who', header: words('admin.column.by'), secondary: true, cell: (movement) => (movement.staff ? `${movement.staff.firstname} ${movement.staff.lastname}` : '—') },
        ]}
        rows={movements.rows}
        rowKey={(movement) => movement.id}
        loading={movements.loading}
        error={movements.error}
        onRetry={movements.reload}
        empty={words('admin.stock.none')}
        pagination={useListPagination(movements, PAGE_SIZE, { count: 'admin.pager.movements', none: 'admin.pager.noMovements' })}
      />
    </section>
  );
}
