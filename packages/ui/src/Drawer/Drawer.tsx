import { useWords } from '@cellar/i18n/react';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseIcon } from '../icons';
import { backdrop, closeButton } from '../shared/overlay.css';
import { useReturnFocus } from '../shared/useReturnFocus';
import * as styles from './Drawer.css';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  /** Pinned under the scrolling body (totals, the checkout button). */
  footer?: ReactNode;
  side?: keyof typeof styles.side;
  closeLabel?: string;
}

/** A Radix dialog that slides in from the side: the cart and the mobile menu. */
export function Drawer({ open, onOpenChange, title, children, footer, side = 'right', closeLabel }: DrawerProps) {
  const words = useWords();
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={backdrop} />
        <Dialog.Content className={`${styles.panel} ${styles.side[side]}`} aria-describedby={undefined} {...returnFocus}>
          <header className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={closeButton} aria-label={closeLabel ?? words('drawer.close')}>
              <CloseIcon />
            </Dialog.Close>
          </header>
          <div className={styles.body}>{children}</div>
          {footer && <footer className={styles.footer}>{footer}</footer>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
