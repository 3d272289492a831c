import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.xxxl} ${vars.space.md}`,
  textAlign: 'center',
});

export const icon = style({ color: vars.color.gold });

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  letterSpacing: vars.letterSpacing.wide,
});
