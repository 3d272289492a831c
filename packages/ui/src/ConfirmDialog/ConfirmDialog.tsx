import { useWords } from '@cellar/i18n/react';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import * as styles from './ConfirmDialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A question naming the thing it acts on: "Reject order #1042?" */
  title: ReactNode;
  /** What will happen, in plain words, including what cannot be undone. */
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** The action is under way: the dialog cannot be dismissed and the confirm button shows progress. */
  pending?: boolean;
  /** Why the action failed; the dialog stays open so it can be tried again or cancelled. */
  error?: string | null;
}

/** Asks before an action that is hard to undo (rejecting an order, removing staff, withdrawing a wine). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  pending = false,
  error = null,
}: ConfirmDialogProps) {
  const words = useWords();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={title}
      description={description}
      dismissible={!pending}
      size="sm"
      actions={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={pending}>
            {cancelLabel ?? words('dialog.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
