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

/** The statuses of an order still on its way to the shopper (paid, in transit). */
export const OPEN_ORDER_STATUSES = (Object.keys(ORDER_STATUS_MOVES) as OrderStatus[]).filter((status) => !orderStatusIsFinal(status));

/**
 * Why a move is refused, as the API refuses it: its problem code and params, said in each language by the
 * catalogue's `problem.<code>`. The server answers it (409), and the back office says it without asking.
 */
export type OrderMoveRefusal =
  | { code: 'orderAlreadyInStatus' | 'orderFinal'; params: { status: OrderStatus } }
  | { code: 'orderMoveRefused'; params: { from: OrderStatus; to: OrderStatus } };

export function refusedOrderMove(from: OrderStatus, to: OrderStatus): OrderMoveRefusal {
  if (from === to) return { code: 'orderAlreadyInStatus', params: { status: from } };
  if (orderStatusIsFinal(from)) return { code: 'orderFinal', params: { status: from } };
  return { code: 'orderMoveRefused', params: { from, to } };
}
