import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const slideIn = keyframes({ from: { transform: 'translateY(calc(100% + 24px))', opacity: 0 }, to: { transform: 'translateY(0)', opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const viewport = style({
  position: 'fixed',
  right: 0,
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(400px, 100vw)',
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
  zIndex: vars.z.toast,
  outline: 'none',
});

export const root = style({
  display: 'grid',
  gridTemplateColumns: '4px 1fr auto',
  columnGap: vars.space.md,
  alignItems: 'start',
  padding: `${vars.space.md} ${vars.space.sm} ${vars.space.md} 0`,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  selectors: {
    '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.modal} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.fast} ease-in` },
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="end"]': { animation: `${fadeOut} ${vars.motion.fast} ease-out` },
  },
});

export const accent = styleVariants({
  info: { background: vars.color.gold },
  success: { background: vars.color.success },
  error: { background: vars.color.danger },
});

export const bar = style({ alignSelf: 'stretch', margin: `calc(-1 * ${vars.space.md}) 0` });

export const heading = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });

export const title = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, whiteSpace: 'nowrap' });

export const description = style({ marginTop: vars.space.xxs, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });
