import { useWords } from '@cellar/i18n/react';
import { useRef } from 'react';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';

export interface ResetDbModalProps {
  open: boolean;
  onReset: () => void;
  onClose: () => void;
  /** True while the reset call is in flight. */
  resetting?: boolean;
  productName?: string;
}

export function ResetDbModal({ open, onReset, onClose, resetting = false, productName }: ResetDbModalProps) {
  const words = useWords();
  // Every visitor of a demo shop meets this dialog first: Enter or a tap on the first control must not
  // erase everyone's accounts and orders.
  const close = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      initialFocus={close}
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      eyebrow={words('reset.eyebrow')}
      title={words('reset.title', { name: productName ?? words('brand.name') })}
      description={words('reset.text')}
      actions={
        <>
          <Button onClick={onReset} loading={resetting}>
            {words('reset.action')}
          </Button>
          <Button ref={close} variant="secondary" onClick={onClose}>
            {words('reset.close')}
          </Button>
        </>
      }
    />
  );
}
