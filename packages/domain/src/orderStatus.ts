import type { components } from '@cellar/api-client/schema';

export type OrderStatus = components['schemas']['OrderStatus'];

/**
 * Fulfilment's moves: paid → in transit → delivered, or paid → rejected; delivered and rejected are
 * final. Keyed by the contract's enum, so a status added to openapi.yaml does not compile until its
 * moves are listed here. The API enforces them and the back office offers only these.
 */
export const ORDER_STATUS_MOVES = {
  paid: ['in transit', 'rejected'],
  'in transit': ['delivered'],
  delivered: [],
  rejected: [],
} as const satisfies Record<OrderStatus, readonly OrderStatus[]>;

export function nextOrderStatuses(from: OrderStatus): readonly OrderStatus[] {
  return ORDER_STATUS_MOVES[from];
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return nextOrderStatuses(from).includes(to);
}

export function orderStatusIsFinal(status: OrderStatus): boolean {
  return nextOrderStatuses(status).length === 0;
}

/** Why a move is refused, in words a member of staff can act on. */
export function refusedOrderMove(from: OrderStatus, to: OrderStatus): string {
  if (from === to) return `This order is already ${from}.`;
  const next = nextOrderStatuses(from);
  return next.length ? `An order that is ${from} can only become ${next.join(' or ')}, not ${to}.` : `This order is ${from}: that is final.`;
}
