import { vars } from '@cellar/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: vars.space.lg });

export const card = style({
  width: '100%',
  maxWidth: 400,
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderTop: `2px solid ${vars.color.gold}`,
  borderRadius: vars.radius.lg,
});

export const eyebrow = style({ color: vars.color.gold, fontSize: vars.fontSize.xs, letterSpacing: vars.letterSpacing.wider, textTransform: 'uppercase' });

export const title = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.xxl });

export const problem = style({ color: vars.color.danger, fontWeight: vars.fontWeight.medium });

export const back = style({ justifySelf: 'center', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const forgot = style({ justifySelf: 'end', color: vars.color.goldSoft, fontSize: vars.fontSize.sm });

/** The back office's language switch, where the bar puts it on every other screen: the top right. */
export const languages = style({ position: 'absolute', insetBlockStart: vars.space.md, insetInlineEnd: vars.space.lg });
