import { unwrap, type components } from '@cellar/api-client';
import { Button, ConfirmDialog } from '@cellar/ui';
import { useState } from 'react';
import { useAdmin } from '../../app/AdminContext';
import * as page from '../../app/page.css';
import { useStaffAction } from '../../app/staffAction';

type Wine = components['schemas']['InventoryProduct'];

/** Takes a wine off sale (its past orders keep their lines) or puts it back. */
export function WithdrawPanel({ wine, onChange }: { wine: Wine; onChange: (wine: Wine) => void }) {
  const { api } = useAdmin();
  const [asking, setAsking] = useState(false);
  const { pending, problem, run } = useStaffAction();
  const withdrawn = wine.withdrawnAt !== null;

  const act = async () => {
    const done = await (withdrawn
      ? run(async () => onChange(await unwrap(api.POST('/products/{id}/restore', { params: { path: { id: wine.id } } }))), {
          title: 'Wines',
          description: `“${wine.name}” is on sale again.`,
          variant: 'success',
        })
      : run(
          async () => {
            await unwrap(api.DELETE('/products/{id}', { params: { path: { id: wine.id } } }));
            onChange({ ...wine, withdrawnAt: new Date().toISOString() });
          },
          { title: 'Wines', description: `“${wine.name}” was withdrawn from sale.`, variant: 'success' },
        ));
    if (done) setAsking(false);
  };

  return (
    <section className={page.panel} aria-labelledby="sale-title">
      <h2 id="sale-title" className={page.panelTitle}>
        {withdrawn ? 'Withdrawn from sale' : 'On sale'}
      </h2>
      <p className={page.muted}>
        {withdrawn
          ? 'Shoppers cannot find or buy it; past orders keep their lines.'
          : 'Withdrawing hides it from the catalogue and search; past orders keep their lines.'}
      </p>
      <div>
        <Button variant="secondary" onClick={() => (withdrawn ? void act() : setAsking(true))} loading={pending && withdrawn}>
          {withdrawn ? 'PUT BACK ON SALE' : 'WITHDRAW FROM SALE'}
        </Button>
      </div>
      {withdrawn && problem && (
        <p className={page.problem} role="alert">
          {problem}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Withdraw “${wine.name}”?`}
        description="It disappears from the catalogue, search and the featured wines at once. You can put it back on sale later."
        confirmLabel="WITHDRAW"
        onConfirm={() => void act()}
        pending={pending}
        error={problem}
      />
    </section>
  );
}
