import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  cursor: 'pointer',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

// One line however narrow the field: a longer choice is cut short rather than making the bar taller.
export const value = style({ minWidth: 0, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' });

export const icon = style({ color: vars.color.gold, flexShrink: 0 });

export const content = style({
  overflow: 'hidden',
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'var(--radix-select-content-available-height)',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.z.modal,
});

export const viewport = style({ padding: vars.space.xxs });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: 44,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.wine, color: vars.color.textOnWine },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
