import { currentToast, DATABASE_TOAST, type ToastContent } from '@cellar/machines';
import { useWords } from '@cellar/i18n/react';
import { Toaster, type ToastItem } from '@cellar/ui';
import { useSelector } from '@xstate/react';
import { useShop } from '../shop/ShopContext';
import { useSay } from './useSay';

const DATABASE_TOAST_ID = 'database';

/** The toast queue and the reset-database toast, which its own machine times; their words in the shopper's language. */
export default function Toasts() {
  const { toasts, resetDatabase } = useShop();
  const words = useWords();
  const say = useSay();
  const toast = useSelector(toasts, currentToast);
  const databaseToast = useSelector(resetDatabase, (snapshot) => snapshot.matches('toast'));
  const item = (id: string, { title, description, variant }: ToastContent): ToastItem => ({ id, title: say(title), description: say(description), variant, meta: words('notice.justNow') });
  const items: ToastItem[] = [...(databaseToast ? [item(DATABASE_TOAST_ID, DATABASE_TOAST)] : []), ...(toast ? [item(toast.id, toast)] : [])];
  return (
    <Toaster
      toasts={items}
      onDismiss={(id) => (id === DATABASE_TOAST_ID ? resetDatabase.send({ type: 'TOAST.CLOSE' }) : toasts.send({ type: 'DISMISS', id }))}
    />
  );
}
