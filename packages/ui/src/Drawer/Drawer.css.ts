import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const inRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const outRight = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(100%)' } });
const inLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
const outLeft = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-100%)' } });

export const panel = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  width: 'min(420px, 100vw)',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  zIndex: vars.z.modal,
  selectors: { '&:focus': { outline: 'none' } },
});

export const side = styleVariants({
  right: {
    right: 0,
    borderLeft: `1px solid ${vars.color.border}`,
    selectors: {
      '&[data-state="open"]': { animation: `${inRight} ${vars.motion.modal} ${vars.motion.easing}` },
      '&[data-state="closed"]': { animation: `${outRight} ${vars.motion.modal} ease-in` },
    },
  },
  left: {
    left: 0,
    borderRight: `1px solid ${vars.color.border}`,
    selectors: {
      '&[data-state="open"]': { animation: `${inLeft} ${vars.motion.modal} ${vars.motion.easing}` },
      '&[data-state="closed"]': { animation: `${outLeft} ${vars.motion.modal} ease-in` },
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
});

export const body = style({ flex: 1, overflowY: 'auto', padding: vars.space.lg });

export const footer = style({
  padding: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});
