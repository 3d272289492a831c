import { unwrap, type components } from '@cellar/api-client';
import { StockAdjustmentBounds } from '@cellar/api-client/contract';
import { formatDate } from '@cellar/domain';
import { ADJUSTMENT_REASONS, stockAdjustmentMachine, type AdjustmentReason } from '@cellar/machines';
import { Button, DataTable, Select, TextField } from '@cellar/ui';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useAdmin } from '../../app/AdminContext';
import * as page from '../../app/page.css';
import { listPagination, pageOf, usePagedList } from '../../app/pagedList';

type Movement = components['schemas']['StockMovement'];

const PAGE_SIZE = 10;
const QUANTITY_LABELS: Record<AdjustmentReason, string> = {
  restock: 'Bottles that arrived',
  breakage: 'Bottles broken',
  'count correction': 'Bottles counted on the shelf',
};

/** The wine's stock: a hand adjustment with its reason, and every movement that explains the figure. */
export function StockPanel({ wine, onStockChange }: { wine: components['schemas']['InventoryProduct']; onStockChange: (stock: number) => void }) {
  const { api, notify } = useAdmin();
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
  const saving = state.matches('saving');

  return (
    <section className={page.panel} aria-labelledby="stock-title">
      <h2 id="stock-title" className={page.panelTitle}>
        Stock: {state.context.stock} bottle{state.context.stock === 1 ? '' : 's'}
      </h2>
      <form
        className={page.formGrid}
        aria-label="Adjust stock"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SUBMIT' });
        }}
      >
        <Select
          label="Reason"
          placeholder="Choose a reason"
          value={reason ?? ''}
          options={ADJUSTMENT_REASONS.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) }))}
          disabled={saving}
          onValueChange={(value) => send({ type: 'SET_REASON', reason: value as AdjustmentReason })}
        />
        <TextField
          label={reason ? QUANTITY_LABELS[reason] : 'Bottles'}
          inputMode="numeric"
          value={quantity}
          disabled={saving}
          onChange={(event) => send({ type: 'SET_QUANTITY', quantity: event.target.value })}
        />
        <TextField className={page.wide} label="Note (optional)" value={note} disabled={saving} maxLength={StockAdjustmentBounds.note.maxLength} onChange={(event) => send({ type: 'SET_NOTE', note: event.target.value })} />
        {(invalid ?? problem) && (
          <p className={`${page.problem} ${page.wide}`} role="alert">
            {invalid ?? problem}
          </p>
        )}
        <div className={page.actions}>
          <Button type="submit" loading={saving}>
            SAVE ADJUSTMENT
          </Button>
        </div>
      </form>
      <DataTable<Movement>
        caption="Stock movements"
        columns={[
          { key: 'when', header: 'When', cell: (movement) => formatDate(new Date(movement.createdAt)) },
          { key: 'reason', header: 'Reason', cell: (movement) => (movement.orderId ? `${movement.reason} (order #${movement.orderId})` : movement.reason) },
          { key: 'change', header: 'Bottles', align: 'end', cell: (movement) => (movement.change > 0 ? `+${movement.change}` : movement.change) },
          { key: 'who', header: 'By', secondary: true, cell: (movement) => (movement.staff ? `${movement.staff.firstname} ${movement.staff.lastname}` : '—') },
        ]}
        rows={movements.rows}
        rowKey={(movement) => movement.id}
        loading={movements.loading}
        error={movements.error}
        onRetry={movements.reload}
        empty="No movements yet."
        pagination={listPagination(movements, PAGE_SIZE, { one: 'movement', other: 'movements' })}
      />
    </section>
  );
}
