import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

// A zero minimum keeps the category chips scrolling inside the bar instead of widening it.
export const root = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm, minWidth: 0 });

/**
 * Phones: the search, the Filters button and the sort one under the other (side by side the sort's
 * longer labels would wrap). From 768 px one row, the search taking what the others leave.
 */
export const toolbar = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': {
    [media.md]: { display: 'flex', alignItems: 'flex-end', gap: vars.space.md },
  },
});

export const search = style({ minWidth: 0, '@media': { [media.md]: { flex: '1 1 auto' } } });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const toggle = style({ minHeight: 48 });

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
      selectors: { '&[data-open]': { display: 'flex' } },
      flexWrap: 'wrap',
      alignItems: 'flex-start',
      columnGap: vars.space.xl,
      rowGap: vars.space.md,
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

// As wide as the longest order's name ('Precio: de menor a mayor'), so choosing one never moves the bar.
export const sort = style({
  minWidth: 0,
  '@media': { [media.md]: { flex: '0 0 272px' } },
});

// The facts' groups side by side below the price and stock, each as wide as its longest value.
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  alignItems: 'start',
  gap: vars.space.lg,
  minWidth: 0,
  '@media': { [media.md]: { flex: '1 1 100%' } },
});
