import { useWords } from '@cellar/i18n/react';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import { CloseIcon } from '../icons';
import { backdrop, closeButton } from '../shared/overlay.css';
import { useReturnFocus } from '../shared/useReturnFocus';
import * as styles from './Modal.css';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Small overline above the title, e.g. the brand name. */
  eyebrow?: ReactNode;
  children?: ReactNode;
  /** Buttons or links under the content. */
  actions?: ReactNode;
  /**
   * When false, Escape, outside clicks and the close button are disabled: the user must pick an
   * action (the order confirmation and the age gate work this way).
   */
  dismissible?: boolean;
  size?: keyof typeof styles.width;
  /** Labels the close button (the visible icon has no text). */
  closeLabel?: string;
  /** What has focus when the dialog opens, instead of its first control: the safe choice where the first acts at once. */
  initialFocus?: RefObject<HTMLElement | null>;
}

export function Modal({
  open,
  onOpenChange,
  title,
  description,
  eyebrow,
  children,
  actions,
  dismissible = true,
  size = 'md',
  closeLabel,
  initialFocus,
}: ModalProps) {
  const words = useWords();
  const { onOpenAutoFocus: rememberFocus, onCloseAutoFocus } = useReturnFocus();
  const focusOnOpen = (event: Event) => {
    rememberFocus();
    if (!initialFocus?.current) return;
    event.preventDefault();
    initialFocus.current.focus();
  };
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={backdrop} />
        <Dialog.Content
          className={`${styles.content} ${styles.width[size]}`}
          onOpenAutoFocus={focusOnOpen}
          onCloseAutoFocus={onCloseAutoFocus}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {description && <Dialog.Description className={styles.description}>{description}</Dialog.Description>}
          {children && <div className={styles.body}>{children}</div>}
          {actions && <div className={styles.actions}>{actions}</div>}
          {dismissible && (
            <Dialog.Close className={`${closeButton} ${styles.close}`} aria-label={closeLabel ?? words('modal.close')}>
              <CloseIcon />
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
