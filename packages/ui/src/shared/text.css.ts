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
