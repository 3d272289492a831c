import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// Shared with the other busy controls, and turning: a still ring reads as a glitch rather than as progress.
export { spinner } from '../shared/spinner.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  border: '1px solid transparent',
  borderRadius: vars.radius.pill,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ease, color ${vars.motion.fast} ease, border-color ${vars.motion.fast} ease`,
  selectors: {
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.45, cursor: 'not-allowed' },
  },
});

export const variant = styleVariants({
  primary: {
    background: vars.color.wine,
    color: vars.color.textOnWine,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.wineHover } },
  },
  secondary: {
    background: 'transparent',
    color: vars.color.goldSoft,
    borderColor: vars.color.gold,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceRaised } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.text,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceRaised } },
  },
});

export const size = styleVariants({
  sm: { padding: `${vars.space.xxs} ${vars.space.sm}`, fontSize: vars.fontSize.xs, minHeight: 36 },
  md: { padding: `${vars.space.xs} ${vars.space.lg}`, fontSize: vars.fontSize.sm },
  lg: { padding: `${vars.space.sm} ${vars.space.xl}`, fontSize: vars.fontSize.md },
});

export const fullWidth = style({ width: '100%' });
