import { describe, expect, it } from 'vitest';
import { isCardPayment, isPaymentMethod, isWalletPayment, PAYMENT_METHODS } from './payments';

describe('payment methods', () => {
  it("are the contract's four, in the order the checkout offers them", () => {
    expect(PAYMENT_METHODS).toEqual(['Visa', 'Mastercard', 'Mercado Pago', 'PayPal']);
  });

  it('recognise only those names', () => {
    expect(isPaymentMethod('Mercado Pago')).toBe(true);
    expect(isPaymentMethod('Bitcoin')).toBe(false);
    expect(isPaymentMethod('toString')).toBe(false);
  });

  it('pay Visa and Mastercard by card, Mercado Pago and PayPal by wallet', () => {
    expect(PAYMENT_METHODS.filter(isCardPayment)).toEqual(['Visa', 'Mastercard']);
    expect(PAYMENT_METHODS.filter(isWalletPayment)).toEqual(['Mercado Pago', 'PayPal']);
    expect(isCardPayment(null)).toBe(false);
    expect(isWalletPayment(null)).toBe(false);
  });
});
