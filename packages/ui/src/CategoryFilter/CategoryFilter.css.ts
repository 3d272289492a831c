import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.xxs} ${vars.space.sm}`,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});

export const chip = style({
  minHeight: 40,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.wide,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.gold },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
    '&[aria-pressed="true"]': { background: vars.color.wine, borderColor: vars.color.wine, color: vars.color.textOnWine },
  },
});
