import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const badge = style({
  display: 'inline-block',
  padding: `2px ${vars.space.xs}`,
  border: '1px solid currentColor',
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
});

export const tone = styleVariants({
  neutral: { color: vars.color.textMuted },
  info: { color: vars.color.goldSoft },
  transit: { color: vars.color.transit },
  success: { color: vars.color.success },
  danger: { color: vars.color.danger },
});
