import type { Order } from '@cellar/api-client';
import type { Mail, MailKind, MailOf } from '../mails';

/** An order of two wines, three bottles, shipping on 28 Nov 2026, as the API answers it. */
export const sampleOrder: Order = {
  id: 1042,
  createdAt: '2026-11-26T14:05:00.000Z',
  shippingAddress: 'Bulevar Artigas 1234, Montevideo',
  shippingDate: '2026-11-28T12:00:00-03:00',
  paymentMethod: 'Visa',
  status: 'paid',
  totalItems: 3,
  totalAmount: 3870,
  productList: [
    { id: 3, name: 'Tannat Reserva', img: 'wine-03.webp', unitPrice: 1290, qty: 2, stock: 14, onSale: true },
    { id: 7, name: 'Albariño de la Costa', img: 'wine-07.webp', unitPrice: 1290, qty: 1, stock: 3, onSale: true },
  ],
};

/** One mail of each kind, as the outbox would keep it: the stories' and the tests' samples. */
export const sampleMails = {
  welcome: { kind: 'welcome', firstname: 'Lucía' },
  passwordReset: { kind: 'passwordReset', firstname: 'Lucía', token: 'k7Qy-3vZ_example', validMinutes: 60 },
  orderConfirmation: { kind: 'orderConfirmation', firstname: 'Lucía', order: sampleOrder },
  orderStatus: { kind: 'orderStatus', firstname: 'Lucía', order: { ...sampleOrder, status: 'in transit' } },
  passwordChanged: { kind: 'passwordChanged', firstname: 'Lucía', changedAt: '2026-11-27T21:30:00.000Z' },
  accountErased: { kind: 'accountErased', firstname: 'Lucía' },
} as const satisfies { [Kind in MailKind]: MailOf<Kind> } & Record<string, Mail>;
