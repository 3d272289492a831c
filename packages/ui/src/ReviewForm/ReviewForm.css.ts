import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: 640 });

export const rating = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, border: 0, minWidth: 0 });

export const choices = style({ display: 'flex', gap: vars.space.xxs });

// The radio itself is hidden; its star is the target, 44 px square for a thumb.
export const choice = style({
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:has(input:focus-visible)': { boxShadow: vars.shadow.focus },
  },
});

export const problem = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const actions = style({ display: 'flex', justifyContent: 'flex-start' });
