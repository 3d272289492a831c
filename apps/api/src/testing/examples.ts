import { addDays, shopToday } from '@cellar/domain';

/** A valid JSON body for every operation that takes one; the contract tests fail when one is missing. */
export function exampleBodies(): Record<string, Record<string, unknown>> {
  return {
    signUp: { firstname: 'Sofía', lastname: 'Méndez', address: 'Rivera 2200, Montevideo', phone: '099 123 456', email: 'sofia@example.com', password: 'malbec-2026' },
    logIn: { email: 'demo@thecellar.example', password: 'uncork-2026' },
    createOrder: {
      productList: [{ id: 1, qty: 1 }],
      shippingAddress: 'Rivera 2200, Montevideo',
      shippingDate: addDays(shopToday(), 1),
      paymentMethod: 'Visa',
    },
  };
}
