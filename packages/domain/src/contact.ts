/** The shop's contact details (simulated: The Cellar is a demo store), wherever a shopper is told whom to ask. */
export const SHOP_CONTACT = {
  address: 'Cellar Lane 1234, Montevideo',
  phone: '+598 2 000 0000',
  email: 'hello@thecellar.example',
} as const;
