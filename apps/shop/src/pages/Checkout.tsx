import {
  formatDay,
  isCardPayment,
  isPaymentMethod,
  isWalletPayment,
  lineSubtotal,
  localDate,
  localDay,
  PAYMENT_METHODS,
  shippingWindow,
  totalAmount,
  totalItems,
} from '@cellar/domain';
import { checkoutMachine } from '@cellar/machines';
import { Button, DatePicker, EditIcon, FakeCreditCard, IconLink, PageBanner, OrderMadeModal, Price, Select, TextField } from '@cellar/ui';
import { useMachine, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useShop } from '../shop/ShopContext';
import { useFirstInvalidField } from './useFirstInvalidField';
import { Seo } from '../seo/Seo';
import { DEMO_CARDS } from '../shop/demo';

import * as checkout from './checkout.css';
import * as styles from './pages.css';

export default function Checkout() {
  const { implementations, store, session, inspect, today, imageUrl } = useShop();
  const machine = useMemo(() => checkoutMachine.provide(implementations.checkout), [implementations]);
  const user = useSelector(session, (snapshot) => snapshot.context.user);
  const [state, send] = useMachine(machine, { input: { store, ...(today ? { today } : {}) }, ...(inspect ? { inspect } : {}) });
  const { lines, shippingAddress, shippingDate, paymentMethod, errors, problem, refusals } = state.context;
  const formElement = useFirstInvalidField(refusals);
  const range = shippingWindow(state.context.today);
  const submitting = state.matches('submitting');
  const holder = user ? `${user.firstname} ${user.lastname}` : '';

  return (
    <>
      <Seo title="Checkout · The Cellar" description="Review your wines, choose a shipping date and a payment method, and confirm your order." />
      <PageBanner eyebrow="Almost there" title="CHECKOUT" />
      <form
        ref={formElement}
        className={`${styles.container} ${styles.section} ${checkout.layout}`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'CONFIRM' });
        }}
      >
        <div className={styles.stack}>
          <section className={styles.panel} aria-labelledby="billing-title">
            <div className={checkout.billingHead}>
              <h2 id="billing-title" className={styles.panelTitle}>
                BILLING INFO
              </h2>
              <IconLink href="/profile" label="Edit billing info in your profile" icon={<EditIcon />} />
            </div>
            {user && (
              <dl className={checkout.billing}>
                <dt>Name</dt>
                <dd>{holder}</dd>
                <dt>Address</dt>
                <dd>{user.address}</dd>
                <dt>Email</dt>
                <dd>{user.email}</dd>
                <dt>Phone</dt>
                <dd>{user.phone}</dd>
              </dl>
            )}
          </section>
          <section className={styles.panel} aria-labelledby="shipping-title">
            <h2 id="shipping-title" className={styles.panelTitle}>
              SHIPPING
            </h2>
            <div className={styles.formGrid}>
              <TextField
                className={styles.fullRow}
                label="Shipping address"
                name="shippingAddress"
                autoComplete="street-address"
                value={shippingAddress}
                error={errors.shippingAddress}
                onChange={(event) => send({ type: 'ADDRESS.CHANGE', value: event.target.value })}
              />
              <DatePicker
                label="Shipping date"
                today={localDate(state.context.today)}
                {...(shippingDate ? { value: localDate(shippingDate) } : {})}
                hint={`From ${formatDay(range.earliest)} to ${formatDay(range.latest)}`}
                error={errors.shippingDate}
                onChange={(date) => send({ type: 'DATE.CHANGE', date: date ? localDay(date) : null })}
              />
              <Select
                label="Payment method"
                name="paymentMethod"
                placeholder="Select a payment method"
                options={PAYMENT_METHODS.map((method) => ({ value: method, label: method }))}
                value={paymentMethod ?? ''}
                error={errors.paymentMethod}
                onValueChange={(value) => isPaymentMethod(value) && send({ type: 'PAYMENT.CHANGE', method: value })}
              />
            </div>
            {isCardPayment(paymentMethod) && (
              <div className={checkout.payment}>
                <FakeCreditCard brand={paymentMethod} {...DEMO_CARDS[paymentMethod]} holder={holder} />
              </div>
            )}
            {isWalletPayment(paymentMethod) && (
              <div className={checkout.payment}>
                <Button variant="secondary" onClick={() => send({ type: 'WALLET.PAY' })}>
                  Pay with {paymentMethod}
                </Button>
              </div>
            )}
          </section>
        </div>
        <section className={styles.panel} aria-labelledby="summary-title">
          <h2 id="summary-title" className={styles.panelTitle}>
            ORDER SUMMARY
          </h2>
          {lines.length === 0 ? (
            <p className={styles.muted}>YOUR CART IS EMPTY</p>
          ) : (
            <ul className={checkout.summaryLines}>
              {lines.map((line) => (
                <li key={line.id} className={checkout.summaryLine}>
                  <img src={imageUrl(line.img)} alt="" className={checkout.summaryThumb} width={48} height={64} />
                  <span>
                    {line.name} × {line.qty}
                  </span>
                  <Price amount={lineSubtotal(line)} size="sm" />
                </li>
              ))}
            </ul>
          )}
          <dl className={checkout.totals}>
            <div>
              <dt>Items</dt>
              <dd>{totalItems(lines)}</dd>
            </div>
            <div>
              <dt>Shipping</dt>
              <dd>Free</dd>
            </div>
            <div>
              <dt>Total</dt>
              <dd>
                <Price amount={totalAmount(lines)} size="lg" />
              </dd>
            </div>
          </dl>
          <p role="alert" className={styles.errorText}>
            {problem}
          </p>
          <Button type="submit" fullWidth size="lg" loading={submitting}>
            Confirm order
          </Button>
        </section>
      </form>
      {/* The modal's links navigate themselves; the machine leaves the checkout either way. */}
      <OrderMadeModal open={state.matches('ordered')} onClose={() => send({ type: 'ORDER_MODAL.CLOSE' })} />
    </>
  );
}
