import type { StockAdjustment } from '@cellar/api-client';
import { StockAdjustmentBounds } from '@cellar/domain';
import type { Phrase } from '../types';

/** The reasons staff give for changing stock by hand; sales and cancellations are recorded by the server. */
export type AdjustmentReason = StockAdjustment['reason'];

/** The reasons in the contract's order. */
export const ADJUSTMENT_REASONS: readonly AdjustmentReason[] = StockAdjustmentBounds.reason.enum;

/** The most bottles one adjustment may move, as the contract bounds it. */
export const MAX_ADJUSTMENT = StockAdjustmentBounds.change.maximum;

/** The signed change, or what is wrong with the form, said in the back office's words. */
export type StockChange = { change: number } | { error: Phrase };

/**
 * Turns what staff type into the signed change the server records. They think in the reason's terms:
 * how many bottles arrived (restock), how many broke (breakage), or how many are on the shelf after a
 * count (count correction), so each reads the number differently.
 */
export function stockChange(reason: AdjustmentReason | null, quantity: string, stock: number): StockChange {
  if (!reason) return { error: { key: 'admin.stock.reasonMissing' } };
  const text = quantity.trim();
  if (!/^\d+$/.test(text)) return { error: { key: 'admin.stock.wholeNumber' } };
  const bottles = Number(text);
  if (bottles > MAX_ADJUSTMENT) return { error: { key: 'admin.stock.tooMany', values: { max: MAX_ADJUSTMENT } } };
  switch (reason) {
    case 'restock':
      return bottles === 0 ? { error: { key: 'admin.stock.noneArrived' } } : { change: bottles };
    case 'breakage':
      if (bottles === 0) return { error: { key: 'admin.stock.noneBroken' } };
      return bottles > stock ? { error: { key: 'admin.stock.onlyInStock', values: { stock } } } : { change: -bottles };
    case 'count correction':
      return bottles === stock ? { error: { key: 'admin.stock.nothingToCorrect', values: { stock } } } : { change: bottles - stock };
  }
}
