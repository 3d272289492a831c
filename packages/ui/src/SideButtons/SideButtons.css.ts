import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { railShown } from './shortcuts';

/** A 44 px control in the rail's padding. */
const railWidth = `calc(44px + 2 * ${vars.space.xxs})`;
const railOffset = vars.space.lg;

/**
 * How far from the window's right edge page content must end to stay clear of the rail, which floats
 * over the page: the rail's offset and width plus a margin, which also absorbs a desktop scrollbar
 * that `100vw` (see `clearOfSideRail`) counts. Nothing where there is no rail: phones keep their width.
 */
export const railClearance = createVar();

globalStyle(':root', {
  vars: { [railClearance]: '0px' },
  '@media': { [railShown]: { vars: { [railClearance]: `calc(${railOffset} + ${railWidth} + ${vars.space.md})` } } },
});

export const root = style({ display: 'none', '@media': { [railShown]: { display: 'block' } } });

export const rail = style({
  position: 'fixed',
  right: railOffset,
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: vars.z.sticky,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
  background: vars.color.glass,
  borderRadius: vars.radius.pill,
});

export const admin = style({
  width: 44,
  fontSize: '0.625rem',
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wide,
});
