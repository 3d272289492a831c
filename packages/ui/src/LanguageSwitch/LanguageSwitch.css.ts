import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const list = style({ display: 'flex', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  letterSpacing: vars.letterSpacing.wide,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.goldSoft, textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});
