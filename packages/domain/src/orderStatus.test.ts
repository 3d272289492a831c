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

  it('refuses a move by the code the API answers it with', () => {
    expect(nextOrderStatuses('paid')).toEqual(['in transit', 'rejected']);
    expect(refusedOrderMove('paid', 'delivered')).toEqual({ code: 'orderMoveRefused', params: { from: 'paid', to: 'delivered' } });
    expect(refusedOrderMove('delivered', 'rejected')).toEqual({ code: 'orderFinal', params: { status: 'delivered' } });
    expect(refusedOrderMove('in transit', 'in transit')).toEqual({ code: 'orderAlreadyInStatus', params: { status: 'in transit' } });
  });
});
