import { style } from '@vanilla-extract/css';
import { roundControl } from '../shared/roundControl.css';
import { vars } from '../theme/contract.css';

export const root = style([
  roundControl,
  {
    position: 'relative',
    textDecoration: 'none',
    transition: `background-color ${vars.motion.fast} ease, color ${vars.motion.fast} ease, border-color ${vars.motion.fast} ease`,
    selectors: {
      '&:hover': { background: vars.color.wine, borderColor: vars.color.wine, color: vars.color.textOnWine },
      '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
    },
  },
]);

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
