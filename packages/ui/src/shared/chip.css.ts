import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The pill toggle of the catalogue's filters (categories, price bands); `aria-pressed` marks the active one. */
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
    '&:hover:not(:disabled)': { borderColor: vars.color.gold },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
    '&[aria-pressed="true"]': { background: vars.color.wine, borderColor: vars.color.wine, color: vars.color.textOnWine },
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
  },
});

/** The '(1,234)' after a chip's name: lighter, so the name still leads. */
export const chipCount = style({ fontWeight: vars.fontWeight.regular });
