import type { StockAdjustment } from '@cellar/api-client';
import { StockAdjustmentBounds } from '@cellar/domain';

/** The reasons staff give for changing stock by hand; sales and cancellations are recorded by the server. */
export type AdjustmentReason = StockAdjustment['reason'];

/** The reasons in the contract's order. */
export const ADJUSTMENT_REASONS: readonly AdjustmentReason[] = StockAdjustmentBounds.reason.enum;

/** The most bottles one adjustment may move, as the contract bounds it. */
export const MAX_ADJUSTMENT = StockAdjustmentBounds.change.maximum;

export type StockChange = { change: number } | { error: string };

/**
 * Turns what staff type into the signed change the server records. They think in the reason's terms:
 * how many bottles arrived (restock), how many broke (breakage), or how many are on the shelf after a
 * count (count correction), so each reads the number differently.
 */
export function stockChange(reason: AdjustmentReason | null, quantity: string, stock: number): StockChange {
  if (!reason) return { error: 'Choose a reason.' };
  const text = quantity.trim();
  if (!/^\d+$/.test(text)) return { error: 'Enter a whole number of bottles.' };
  const bottles = Number(text);
  if (bottles > MAX_ADJUSTMENT) return { error: `Enter at most ${MAX_ADJUSTMENT.toLocaleString('en-US')} bottles.` };
  switch (reason) {
    case 'restock':
      return bottles === 0 ? { error: 'Enter how many bottles arrived.' } : { change: bottles };
    case 'breakage':
      if (bottles === 0) return { error: 'Enter how many bottles were broken.' };
      return bottles > stock ? { error: `Only ${stock} bottle${stock === 1 ? ' is' : 's are'} in stock.` } : { change: -bottles };
    case 'count correction':
      return bottles === stock ? { error: `The stock is already ${stock}: there is nothing to correct.` } : { change: bottles - stock };
  }
}
