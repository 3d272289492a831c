import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, calc(-50% + 12px)) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});
const sink = keyframes({
  from: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
  to: { opacity: 0, transform: 'translate(-50%, calc(-50% + 12px)) scale(0.98)' },
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: `calc(100vw - ${vars.space.xl})`,
  maxHeight: `calc(100vh - ${vars.space.xl})`,
  overflowY: 'auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  borderTop: `3px solid ${vars.color.gold}`,
  boxShadow: vars.shadow.lg,
  zIndex: vars.z.modal,
  textAlign: 'center',
  selectors: {
    '&:focus': { outline: 'none' },
    '&[data-state="open"]': { animation: `${rise} ${vars.motion.modal} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${sink} ${vars.motion.modal} ease-in` },
  },
  '@media': { 'screen and (min-width: 480px)': { padding: `${vars.space.xxl} ${vars.space.xl}` } },
});

export const width = styleVariants({
  sm: { maxWidth: 420 },
  md: { maxWidth: 540 },
  lg: { maxWidth: 720 },
});

export const close = style({ position: 'absolute', top: vars.space.sm, right: vars.space.sm });

export const eyebrow = style({
  marginBottom: vars.space.sm,
  color: vars.color.gold,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: 'uppercase',
});

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  '@media': { 'screen and (min-width: 480px)': { fontSize: vars.fontSize.xxl } },
});

export const description = style({
  marginTop: vars.space.md,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const body = style({ marginTop: vars.space.lg });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.xl,
});
