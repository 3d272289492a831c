import { useWords } from '@cellar/i18n/react';
import * as RadixToast from '@radix-ui/react-toast';
import { CloseIcon } from '../icons';
import { closeButton } from '../shared/overlay.css';
import { motion } from '../theme/tokens';
import * as styles from './Toast.css';

export type ToastVariant = keyof typeof styles.accent;

export interface ToastItem {
  id: string;
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Small time stamp beside the title, e.g. 'Just now'. */
  meta?: string;
}

export interface ToasterProps {
  toasts: ToastItem[];
  /** Called when a toast times out, is swiped away or closed. */
  onDismiss: (id: string) => void;
  /** Auto-hide delay; the spec's 3000 ms by default. */
  duration?: number;
}

export function Toaster({ toasts, onDismiss, duration = motion.toastMs }: ToasterProps) {
  const words = useWords();
  return (
    <RadixToast.Provider duration={duration} swipeDirection="right" label={words('toast.region')}>
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          className={styles.root}
          type={toast.variant === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) onDismiss(toast.id);
          }}
        >
          <span className={`${styles.bar} ${styles.accent[toast.variant ?? 'info']}`} aria-hidden="true" />
          <div>
            <div className={styles.heading}>
              <RadixToast.Title className={styles.title}>{toast.title}</RadixToast.Title>
              {toast.meta && <span className={styles.meta}>{toast.meta}</span>}
            </div>
            {toast.description && <RadixToast.Description className={styles.description}>{toast.description}</RadixToast.Description>}
          </div>
          <RadixToast.Close className={closeButton} aria-label={words('toast.dismiss')}>
            <CloseIcon size={16} />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      {/* Radix puts the shortcut's keys where the label says {hotkey}: the words hand the mark through. */}
      <RadixToast.Viewport className={styles.viewport} label={words('toast.viewport', { hotkey: '{hotkey}' })} />
    </RadixToast.Provider>
  );
}
