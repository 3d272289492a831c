import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const row = style({ display: 'inline-flex', flexShrink: 0 });

export const size = styleVariants({
  sm: { width: 14, height: 14 },
  md: { width: 20, height: 20 },
  lg: { width: 32, height: 32 },
});

// The empty star is drawn in the border's colour and the filled part over it in gold, so a half shows as half.
export const empty = style({ fill: vars.color.borderStrong });
export const filled = style({ fill: vars.color.gold });

export const average = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });
