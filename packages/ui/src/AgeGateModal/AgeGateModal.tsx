import { useWords } from '@cellar/i18n/react';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';

export interface AgeGateModalProps {
  open: boolean;
  /** 'Yes': the visitor is over 18. */
  onConfirm: () => void;
  /** 'No', Escape or a click outside: the app sends the visitor away. */
  onDecline: () => void;
  productName?: string;
  /** Under the question: the shop in the visitor's own language, asked before anything else. */
  children?: ReactNode;
}

export function AgeGateModal({ open, onConfirm, onDecline, productName, children }: AgeGateModalProps) {
  const words = useWords();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onDecline();
      }}
      eyebrow={productName ?? words('brand.name')}
      title={words('ageGate.title')}
      description={words('ageGate.text')}
      size="sm"
      closeLabel={words('ageGate.leave')}
      actions={
        <>
          <Button onClick={onConfirm}>{words('ageGate.yes')}</Button>
          <Button variant="secondary" onClick={onDecline}>
            {words('ageGate.no')}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
