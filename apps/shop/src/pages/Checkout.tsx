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
import { useLocale, useWords } from '@cellar/i18n/react';
import { checkoutMachine } from '@cellar/machines';
import { Button, DatePicker, EditIcon, FakeCreditCard, IconLink, PageBanner, OrderMadeModal, Price, Select, TextField, useFirstInvalidField } from '@cellar/ui';
import { useMachine, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useShop } from '../shop/ShopContext';
import { useSay } from '../components/useSay';
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
  const words = useWords();
  const locale = useLocale();
  const say = useSay();

  return (
    <>
      <Seo title={words('seo.checkoutTitle')} description={words('seo.checkoutDescription')} />
      <PageBanner eyebrow={words('checkout.eyebrow')} title={words('checkout.title')} />
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
                {words('checkout.billing')}
              </h2>
              <IconLink href="/profile" label={words('checkout.editBilling')} icon={<EditIcon />} />
            </div>
            {user && (
              <dl className={checkout.billing}>
                <dt>{words('label.name')}</dt>
                <dd>{holder}</dd>
                <dt>{words('label.address')}</dt>
                <dd>{user.address}</dd>
                <dt>{words('label.email')}</dt>
                <dd>{user.email}</dd>
                <dt>{words('label.phone')}</dt>
                <dd>{user.phone}</dd>
              </dl>
            )}
          </section>
          <section className={styles.panel} aria-labelledby="shipping-title">
            <h2 id="shipping-title" className={styles.panelTitle}>
              {words('checkout.shipping')}
            </h2>
            <div className={styles.formGrid}>
              <TextField
                className={styles.fullRow}
                label={words('orders.shippingAddress')}
                name="shippingAddress"
                autoComplete="street-address"
                value={shippingAddress}
                error={errors.shippingAddress && say(errors.shippingAddress)}
                onChange={(event) => send({ type: 'ADDRESS.CHANGE', value: event.target.value })}
              />
              <DatePicker
                label={words('orders.shippingDate')}
                today={localDate(state.context.today)}
                {...(shippingDate ? { value: localDate(shippingDate) } : {})}
                hint={words('checkout.dateRange', { earliest: formatDay(range.earliest, locale), latest: formatDay(range.latest, locale) })}
                error={errors.shippingDate && say(errors.shippingDate)}
                onChange={(date) => send({ type: 'DATE.CHANGE', date: date ? localDay(date) : null })}
              />
              <Select
                label={words('orders.paymentMethod')}
                name="paymentMethod"
                placeholder={words('checkout.choosePayment')}
                options={PAYMENT_METHODS.map((method) => ({ value: method, label: method }))}
                value={paymentMethod ?? ''}
                error={errors.paymentMethod && say(errors.paymentMethod)}
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
                  {words('checkout.payWith', { method: paymentMethod })}
                </Button>
              </div>
            )}
          </section>
        </div>
        <section className={styles.panel} aria-labelledby="summary-title">
          <h2 id="summary-title" className={styles.panelTitle}>
            {words('checkout.summary')}
          </h2>
          {lines.length === 0 ? (
            <p className={styles.muted}>{words('cart.empty')}</p>
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
              <dt>{words('cart.items')}</dt>
              <dd>{totalItems(lines)}</dd>
            </div>
            <div>
              <dt>{words('cart.shipping')}</dt>
              <dd>{words('cart.free')}</dd>
            </div>
            <div>
              <dt>{words('cart.total')}</dt>
              <dd>
                <Price amount={totalAmount(lines)} size="lg" />
              </dd>
            </div>
          </dl>
          <p role="alert" className={styles.errorText}>
            {problem && say(problem)}
          </p>
          <Button type="submit" fullWidth size="lg" loading={submitting}>
            {words('checkout.confirm')}
          </Button>
        </section>
      </form>
      {/* The modal's links navigate themselves; the machine leaves the checkout either way. */}
      <OrderMadeModal
        open={state.matches('ordered')}
        onClose={() => send({ type: 'ORDER_MODAL.CLOSE' })}
        order={state.context.placed && state.context.shippingDate ? { ...state.context.placed, shippingDay: state.context.shippingDate } : null}
      />
    </>
  );
}
