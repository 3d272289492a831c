import { unwrap, type components } from '@cellar/api-client';
import { useWords } from '@cellar/i18n/react';
import { Button, ConfirmDialog } from '@cellar/ui';
import { useState } from 'react';
import { useAdmin } from '../../app/AdminContext';
import * as page from '../../app/page.css';
import { useStaffAction } from '../../app/staffAction';

type Wine = components['schemas']['InventoryProduct'];

/** Takes a wine off sale (its past orders keep their lines) or puts it back. */
export function WithdrawPanel({ wine, onChange }: { wine: Wine; onChange: (wine: Wine) => void }) {
  const { api } = useAdmin();
  const words = useWords();
  const [asking, setAsking] = useState(false);
  const { pending, problem, run } = useStaffAction();
  const withdrawn = wine.withdrawnAt !== null;

  const act = async () => {
    const done = await (withdrawn
      ? run(async () => onChange(await unwrap(api.POST('/products/{id}/restore', { params: { path: { id: wine.id } } }))), {
          title: { key: 'admin.section.wines' },
          description: { key: 'admin.sale.restored', values: { name: wine.name } },
          variant: 'success',
        })
      : run(
          async () => {
            await unwrap(api.DELETE('/products/{id}', { params: { path: { id: wine.id } } }));
            onChange({ ...wine, withdrawnAt: new Date().toISOString() });
          },
          { title: { key: 'admin.section.wines' }, description: { key: 'admin.sale.withdrawn', values: { name: wine.name } }, variant: 'success' },
        ));
    if (done) setAsking(false);
  };

  return (
    <section className={page.panel} aria-labelledby="sale-title">
      <h2 id="sale-title" className={page.panelTitle}>
        {words(withdrawn ? 'admin.sale.withdrawnTitle' : 'admin.sale.onSaleTitle')}
      </h2>
      <p className={page.muted}>
        {words(withdrawn ? 'admin.sale.withdrawnText' : 'admin.sale.onSaleText')}
      </p>
      <div>
        <Button variant="secondary" onClick={() => (withdrawn ? void act() : setAsking(true))} loading={pending && withdrawn}>
          {words(withdrawn ? 'admin.sale.restore' : 'admin.sale.withdraw')}
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
        title={words('admin.sale.confirmTitle', { name: wine.name })}
        description={words('admin.sale.confirmText')}
        confirmLabel={words('admin.sale.confirm')}
        onConfirm={() => void act()}
        pending={pending}
        error={problem}
      />
    </section>
  );
}
