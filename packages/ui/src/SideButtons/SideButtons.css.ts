import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const rail = style({
  position: 'fixed',
  right: vars.space.sm,
  bottom: vars.space.md,
  zIndex: vars.z.sticky,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
  background: vars.color.glass,
  borderRadius: vars.radius.pill,
  '@media': { [media.md]: { right: vars.space.lg, bottom: 'auto', top: '50%', transform: 'translateY(-50%)' } },
});

export const admin = style({
  width: 44,
  fontSize: '0.625rem',
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wide,
});
