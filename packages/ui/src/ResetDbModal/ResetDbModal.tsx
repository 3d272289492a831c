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

export function ResetDbModal({ open, onReset, onClose, resetting = false, productName = 'The Cellar' }: ResetDbModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      eyebrow="Demo store"
      title={`Welcome to ${productName}`}
      description="For a better experience you may want to reset the database."
      actions={
        <>
          <Button onClick={onReset} loading={resetting}>
            Reset data base
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </>
      }
    />
  );
}
