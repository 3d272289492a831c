import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ minWidth: 0, margin: 0, padding: 0, border: 'none', display: 'grid', alignContent: 'start', gap: vars.space.xs });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, color: vars.color.textMuted, fontSize: vars.fontSize.xs, letterSpacing: vars.letterSpacing.wide, textTransform: 'uppercase' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', alignContent: 'start', gap: vars.space.xxs });

// A whole row to tap: at least 44 px tall on a phone.
export const option = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: 44, color: vars.color.text, fontSize: vars.fontSize.sm, cursor: 'pointer' });

export const input = style({ width: 20, height: 20, margin: 0, accentColor: vars.color.wine, cursor: 'pointer' });

export const count = style({ color: vars.color.textMuted });

export const more = style({
  justifySelf: 'start',
  minHeight: 44,
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.goldSoft,
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  cursor: 'pointer',
});
