import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';

export interface AgeGateModalProps {
  open: boolean;
  /** 'Yes': the visitor is over 18. */
  onConfirm: () => void;
  /** 'No', Escape or a click outside: the app sends the visitor away. */
  onDecline: () => void;
  productName?: string;
}

export const AGE_GATE_TITLE = 'Are you over 18?';
export const AGE_GATE_TEXT = 'You must be over 18 years old to enter this site. Please drink responsibly.';

export function AgeGateModal({ open, onConfirm, onDecline, productName = 'The Cellar' }: AgeGateModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onDecline();
      }}
      eyebrow={productName}
      title={AGE_GATE_TITLE}
      description={AGE_GATE_TEXT}
      size="sm"
      closeLabel="No, leave the site"
      actions={
        <>
          <Button onClick={onConfirm}>Yes</Button>
          <Button variant="secondary" onClick={onDecline}>
            No
          </Button>
        </>
      }
    />
  );
}
