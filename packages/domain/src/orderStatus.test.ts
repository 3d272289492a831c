import { describe, expect, it } from 'vitest';
import { canMoveOrder, nextOrderStatuses, orderStatusIsFinal, refusedOrderMove, type OrderStatus } from './orderStatus';

const STATUSES: OrderStatus[] = ['paid', 'in transit', 'delivered', 'rejected'];
const ALLOWED = new Set(['paid→in transit', 'in transit→delivered', 'paid→rejected']);

describe('order status moves', () => {
  it.each(STATUSES.flatMap((from) => STATUSES.map((to) => [from, to] as const)))('%s → %s', (from, to) => {
    expect(canMoveOrder(from, to)).toBe(ALLOWED.has(`${from}→${to}`));
  });

  it('delivered and rejected are final, and only they', () => {
    expect(STATUSES.filter(orderStatusIsFinal)).toEqual(['delivered', 'rejected']);
  });

  it('says what an order may become instead', () => {
    expect(nextOrderStatuses('paid')).toEqual(['in transit', 'rejected']);
    expect(refusedOrderMove('paid', 'delivered')).toBe('An order that is paid can only become in transit or rejected, not delivered.');
    expect(refusedOrderMove('delivered', 'rejected')).toBe('This order is delivered: that is final.');
    expect(refusedOrderMove('in transit', 'in transit')).toBe('This order is already in transit.');
  });
});
