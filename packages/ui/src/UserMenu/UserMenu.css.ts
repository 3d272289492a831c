import { style } from '@vanilla-extract/css';
import { roundControl } from '../shared/roundControl.css';
import { vars } from '../theme/contract.css';

export const root = style({ position: 'relative' });

export const trigger = style([
  roundControl,
  {
    overflow: 'hidden',
    selectors: {
      '&:hover, &[aria-expanded="true"]': { borderColor: vars.color.gold },
      '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
    },
  },
]);

export const avatar = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const initials = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.goldSoft });

export const menu = style({
  position: 'absolute',
  top: 'calc(100% + 8px)',
  right: 0,
  zIndex: vars.z.modal,
  minWidth: 200,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const greeting = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.xxs,
});

export const item = style({
  display: 'block',
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.wine, color: vars.color.textOnWine },
    '&:focus-visible': { outline: 'none', boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
  },
});
