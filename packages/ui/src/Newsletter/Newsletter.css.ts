import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const form = style({ display: 'grid', gap: vars.space.xs });

export const row = style({
  display: 'flex',
  alignItems: 'stretch',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  overflow: 'hidden',
  selectors: { '&:focus-within': { borderColor: vars.color.goldSoft, boxShadow: vars.shadow.focus } },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: 48,
  padding: `0 ${vars.space.md}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  outline: 'none',
  selectors: { '&::placeholder': { color: vars.color.textMuted, opacity: 1 } },
});

export const send = style({
  display: 'grid',
  placeItems: 'center',
  width: 52,
  border: 0,
  background: vars.color.wine,
  color: vars.color.textOnWine,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.wineHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -4 },
  },
});
