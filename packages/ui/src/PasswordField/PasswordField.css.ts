import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const input = style({ paddingRight: 52 });

export const toggle = style({
  position: 'absolute',
  top: '50%',
  right: 4,
  transform: 'translateY(-50%)',
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});
