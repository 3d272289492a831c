import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The small spaced capitals used for labels and overlines across the shop. */
export const overline = style({
  color: vars.color.gold,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: 'uppercase',
});

/**
 * Figures for money: lining, so a display face's old-style zero never reads as a letter ('0 UYU', not
 * 'o UYU'), and tabular, so amounts in a column or a total that changes keep their width.
 */
export const moneyFigures = style({ fontVariantNumeric: 'lining-nums tabular-nums' });
