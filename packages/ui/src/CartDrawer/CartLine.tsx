import { Sentence, useWords } from '@cellar/i18n/react';
import type { CatalogueProduct, NewOrderLine } from '@cellar/api-client';
import { lineSubtotal } from '@cellar/domain';
import { TrashIcon } from '../icons';
import { Price } from '../Price/Price';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper';
import { closeButton } from '../shared/overlay.css';
import * as styles from './CartDrawer.css';

/** A cart line: the wine as the catalogue lists it and how many bottles of it the order asks for. */
export type CartLineItem = Pick<CatalogueProduct, 'id' | 'name' | 'img' | 'unitPrice' | 'stock'> & Pick<NewOrderLine, 'qty'>;

export interface CartLineProps {
  line: CartLineItem;
  onIncrease: (id: number) => void;
  onDecrease: (id: number) => void;
  onRemove: (id: number) => void;
}

/** One cart row: unit price, the quantity stepper bounded by stock, and the sub-total (unitPrice x qty). */
export function CartLine({ line, onIncrease, onDecrease, onRemove }: CartLineProps) {
  const words = useWords();
  return (
    <li className={styles.line}>
      <img className={styles.thumb} src={line.img} alt="" width={72} height={96} />
      <div className={styles.info}>
        <div className={styles.nameRow}>
          <h3 className={styles.name}>{line.name}</h3>
          <button type="button" className={`${closeButton} ${styles.remove}`} aria-label={words('cart.remove', { name: line.name })} onClick={() => onRemove(line.id)}>
            <TrashIcon size={18} />
          </button>
        </div>
        <p className={styles.unit}>
          <Sentence id="cart.each" values={{ price: <Price amount={line.unitPrice} size="sm" /> }} />
        </p>
        <div className={styles.controls}>
          <QuantityStepper
            value={line.qty}
            max={line.stock}
            itemLabel={line.name}
            onIncrease={() => onIncrease(line.id)}
            onDecrease={() => onDecrease(line.id)}
          />
          <span aria-label={words('cart.subtotal', { name: line.name })}>
            <Price amount={lineSubtotal(line)} />
          </span>
        </div>
      </div>
    </li>
  );
}
