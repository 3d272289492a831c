import { useWords } from '@cellar/i18n/react';
import { MinusIcon, PlusIcon } from '../icons';
import * as styles from './QuantityStepper.css';

export interface QuantityStepperProps {
  value: number;
  /** Stock available: the plus control is dimmed when the value is not below it. */
  max: number;
  onIncrease: () => void;
  onDecrease: () => void;
  /** What is being counted, for the accessible names, e.g. the product name. */
  itemLabel: string;
}

/** Quantity can never go below 1 nor above stock, so the controls dim at both ends. */
export function QuantityStepper({ value, max, onIncrease, onDecrease, itemLabel }: QuantityStepperProps) {
  const words = useWords();
  return (
    <div className={styles.root} role="group" aria-label={words('quantity.of', { name: itemLabel })}>
      <button type="button" className={styles.step} onClick={onDecrease} disabled={value <= 1} aria-label={words('quantity.decrease', { name: itemLabel })}>
        <MinusIcon size={16} />
      </button>
      <output className={styles.value} aria-live="polite">
        {value}
      </output>
      <button type="button" className={styles.step} onClick={onIncrease} disabled={value >= max} aria-label={words('quantity.increase', { name: itemLabel })}>
        <PlusIcon size={16} />
      </button>
    </div>
  );
}
