import { cartTotal, lineSubtotal } from '@cellar/machines';
import { Button, ButtonLink, Drawer, Price, QuantityStepper, TrashIcon } from '@cellar/ui';
import { useSelector } from '@xstate/react';
import { useShop } from '../app/ShopContext';
import * as styles from './cart.css';

export function CartDrawer() {
  const { cart, store } = useShop();
  const open = useSelector(cart, (snapshot) => snapshot.matches('open'));
  const lines = useSelector(cart, (snapshot) => snapshot.context.lines);
  const close = () => cart.send({ type: 'CLOSE' });

  return (
    <Drawer
      open={open}
      onOpenChange={(next) => cart.send({ type: next ? 'OPEN' : 'CLOSE' })}
      title="Shopping Cart"
      closeLabel="Close cart"
      footer={
        <div className={styles.footer}>
          <dl className={styles.totals}>
            <div>
              <dt>Shipping</dt>
              <dd>Free</dd>
            </div>
            <div>
              <dt>Total</dt>
              <dd>
                <Price amount={cartTotal(lines)} size="lg" />
              </dd>
            </div>
          </dl>
          <Button fullWidth onClick={() => cart.send({ type: 'CHECKOUT' })}>
            Checkout
          </Button>
        </div>
      }
    >
      {lines.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>YOUR CART IS EMPTY</p>
          <ButtonLink href="/our-wines" variant="secondary" onClick={close}>
            LET&apos;S SHOP!
          </ButtonLink>
        </div>
      ) : (
        <ul className={styles.lines}>
          {lines.map((line) => (
            <li key={line.id} className={styles.line}>
              <img src={`/images/${line.img}`} alt="" className={styles.thumb} width={64} height={80} />
              <div className={styles.lineBody}>
                <p className={styles.lineName}>{line.name}</p>
                <Price amount={line.unitPrice} size="sm" />
                <div className={styles.lineControls}>
                  <QuantityStepper
                    value={line.qty}
                    max={line.stock}
                    itemLabel={line.name}
                    onIncrease={() => store.trigger.increaseQty({ id: line.id })}
                    onDecrease={() => store.trigger.reduceQty({ id: line.id })}
                  />
                  <button type="button" className={styles.remove} aria-label={`Remove ${line.name}`} onClick={() => store.trigger.removeFromCart({ id: line.id })}>
                    <TrashIcon size={18} aria-hidden="true" />
                  </button>
                </div>
              </div>
              <div className={styles.subtotal}>
                <span className={styles.subtotalLabel}>Sub-total</span>
                <Price amount={lineSubtotal(line)} size="sm" />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Drawer>
  );
}
