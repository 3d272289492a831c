import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  textDecoration: 'none',
  transition: `background-color ${vars.motion.fast} ease, color ${vars.motion.fast} ease, border-color ${vars.motion.fast} ease`,
  selectors: {
    '&:hover': { background: vars.color.wine, borderColor: vars.color.wine, color: vars.color.textOnWine },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const plain = style({ border: 0, background: 'transparent' });

export const badge = style({
  position: 'absolute',
  top: -4,
  right: -4,
  minWidth: 20,
  height: 20,
  padding: '0 5px',
  borderRadius: vars.radius.pill,
  background: vars.color.gold,
  color: vars.color.ground,
  fontSize: '0.6875rem',
  fontWeight: vars.fontWeight.bold,
  lineHeight: '20px',
  textAlign: 'center',
});
