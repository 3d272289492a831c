import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.ground,
});

export const step = style({
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceRaised, color: vars.color.goldSoft },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
    // Dimmed, as the spec asks, yet the icon stays visible against the ground.
    '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
  },
});

export const value = style({
  minWidth: '2.5ch',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.semibold,
});
