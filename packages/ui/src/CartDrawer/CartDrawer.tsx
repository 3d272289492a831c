import { useWords } from '@cellar/i18n/react';
import { totalAmount, totalItems } from '@cellar/domain';
import { Button } from '../Button/Button';
import { Drawer } from '../Drawer/Drawer';
import { EmptyState } from '../EmptyState/EmptyState';
import { CartIcon } from '../icons';
import { Price } from '../Price/Price';
import { CartLine, type CartLineItem } from './CartLine';
import * as styles from './CartDrawer.css';

export interface CartDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lines: CartLineItem[];
  onIncrease: (id: number) => void;
  onDecrease: (id: number) => void;
  onRemove: (id: number) => void;
  onCheckout: () => void;
  /** Where "LET'S SHOP!" leads from the empty cart. */
  shopHref?: string;
}

export function CartDrawer({ open, onOpenChange, lines, onIncrease, onDecrease, onRemove, onCheckout, shopHref = '/our-wines' }: CartDrawerProps) {
  const words = useWords();
  const empty = lines.length === 0;
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={words('cart.title')}
      footer={
        empty ? undefined : (
          <>
            <dl className={styles.summary}>
              <div className={styles.summaryRow}>
                <dt>{words('cart.items')}</dt>
                <dd>{totalItems(lines)}</dd>
              </div>
              <div className={styles.summaryRow}>
                <dt>{words('cart.shipping')}</dt>
                <dd className={styles.free}>{words('cart.free')}</dd>
              </div>
              <div className={styles.totalRow}>
                <dt>{words('cart.total')}</dt>
                <dd>
                  <Price amount={totalAmount(lines)} />
                </dd>
              </div>
            </dl>
            <Button fullWidth size="lg" onClick={onCheckout}>
              {words('cart.checkout')}
            </Button>
          </>
        )
      }
    >
      {empty ? (
        <EmptyState
          icon={<CartIcon size={48} />}
          title={words('cart.empty')}
          actionLabel={words('cart.shop')}
          actionHref={shopHref}
          onAction={() => onOpenChange(false)}
        />
      ) : (
        <ul className={styles.lines} aria-label={words('cart.lines')}>
          {lines.map((line) => (
            <CartLine key={line.id} line={line} onIncrease={onIncrease} onDecrease={onDecrease} onRemove={onRemove} />
          ))}
        </ul>
      )}
    </Drawer>
  );
}
