import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

// A zero minimum keeps the category chips scrolling inside the bar instead of widening it.
export const root = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm, minWidth: 0 });

/**
 * Phones: the Filters button, the price and stock filters it folds out, then the sort, one under the
 * other (side by side the sort's longer labels would wrap). From 768 px everything is in one row and
 * the button is gone.
 */
export const toolbar = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': {
    [media.md]: { display: 'flex', alignItems: 'flex-start', gap: vars.space.lg },
  },
});

export const toggle = style({
  minHeight: 48,
  '@media': { [media.md]: { display: 'none' } },
});

export const panel = style({
  display: 'none',
  minWidth: 0,
  gap: vars.space.lg,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&[data-open]': { display: 'grid' } },
  '@media': {
    [media.md]: {
      display: 'flex',
      flex: '1 1 auto',
      flexWrap: 'wrap',
      alignItems: 'flex-start',
      columnGap: vars.space.xl,
      rowGap: vars.space.md,
      padding: 0,
      border: 0,
      background: 'none',
    },
  },
});

// The price takes the room the other controls leave, so its band chips wrap as little as they can.
export const price = style({ minWidth: 0, '@media': { [media.md]: { flex: '1 1 360px' } } });

// Lines up with the price fields beside it: their label line and its gap sit above them.
export const besideFields = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  '@media': { [media.md]: { paddingTop: `calc(${vars.fontSize.xs} * ${vars.lineHeight.normal} + ${vars.space.xs})` } },
});

export const sort = style({
  minWidth: 0,
  '@media': { [media.md]: { flex: '0 0 220px' } },
});
