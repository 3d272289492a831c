import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { barHeight } from '../theme/tokens';
import { railShown } from '../SideButtons/shortcuts';
import { vars } from '../theme/contract.css';

const slideIn = keyframes({ from: { transform: 'translateY(calc(100% + 24px))', opacity: 0 }, to: { transform: 'translateY(0)', opacity: 1 } });
const dropIn = keyframes({ from: { transform: 'translateY(-24px)', opacity: 0 }, to: { transform: 'translateY(0)', opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

/**
 * Phones: just under the navbar, so a toast covers neither the bar's cart nor the field at the bottom of
 * the screen that raised it (the newsletter's, in the footer); while a drawer or a dialog is open (the
 * cart, say), at the bottom, off its title and first lines. Wider: the bottom right corner, below the
 * side rail, which is centred on the window's height.
 */
export const viewport = style({
  position: 'fixed',
  top: barHeight,
  right: 0,
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
  selectors: { 'body:has([role="dialog"][data-state="open"]) &': { top: 'auto', bottom: 0 } },
  '@media': { [railShown]: { top: 'auto', bottom: 0 } },
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
  '@media': { [railShown]: { selectors: { '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.modal} ${vars.motion.easing}` } } } },
  selectors: {
    '&[data-state="open"]': { animation: `${dropIn} ${vars.motion.modal} ${vars.motion.easing}` },
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
