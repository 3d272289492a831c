import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

/** A 44 px control in the rail's padding. */
const railWidth = `calc(44px + 2 * ${vars.space.xxs})`;
const railOffset = { phone: vars.space.xs, wide: vars.space.lg };

/**
 * How far from the window's right edge page content must end to stay clear of the rail, which floats
 * over the page: the rail's offset and width plus a margin. On wide screens the margin also absorbs
 * a desktop scrollbar, which `100vw` (see `clearOfSideRail`) counts.
 */
export const railClearance = createVar();

globalStyle(':root', {
  vars: { [railClearance]: `calc(${railOffset.phone} + ${railWidth} + ${vars.space.xs})` },
  '@media': { [media.md]: { vars: { [railClearance]: `calc(${railOffset.wide} + ${railWidth} + ${vars.space.md})` } } },
});

export const rail = style({
  position: 'fixed',
  right: railOffset.phone,
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
  '@media': { [media.md]: { right: railOffset.wide, bottom: 'auto', top: '50%', transform: 'translateY(-50%)' } },
});

export const admin = style({
  width: 44,
  fontSize: '0.625rem',
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wide,
});
