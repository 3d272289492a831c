import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const size = styleVariants({
  sm: { fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium },
  md: { fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold },
  lg: { fontFamily: vars.font.display, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, color: vars.color.goldSoft },
});
