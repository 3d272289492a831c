import { currentToast, DATABASE_TOAST } from '@cellar/machines';
import { Toaster, type ToastItem } from '@cellar/ui';
import { useSelector } from '@xstate/react';
import { useShop } from '../shop/ShopContext';

const DATABASE_TOAST_ID = 'database';

/** The toast queue and the reset-database toast, which its own machine times. */
export default function Toasts() {
  const { toasts, resetDatabase } = useShop();
  const toast = useSelector(toasts, currentToast);
  const databaseToast = useSelector(resetDatabase, (snapshot) => snapshot.matches('toast'));
  const items: ToastItem[] = [
    ...(databaseToast ? [{ id: DATABASE_TOAST_ID, ...DATABASE_TOAST, meta: 'Just now' }] : []),
    ...(toast ? [{ ...toast, meta: 'Just now' }] : []),
  ];
  return (
    <Toaster
      toasts={items}
      onDismiss={(id) => (id === DATABASE_TOAST_ID ? resetDatabase.send({ type: 'TOAST.CLOSE' }) : toasts.send({ type: 'DISMISS', id }))}
    />
  );
}
