import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

/** The dimmed backdrop shared by every Radix dialog (modals and the cart drawer). */
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  backdropFilter: 'blur(2px)',
  zIndex: vars.z.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.backdrop} ease-out` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.backdrop} ease-in` },
  },
});

export const closeButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceRaised },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});
