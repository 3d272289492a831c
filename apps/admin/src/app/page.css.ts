import { vars } from '@cellar/ui';
import { style } from '@vanilla-extract/css';

/** The parts every back-office screen is built from, so the screens line up with each other. */
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', justifyContent: 'space-between', gap: vars.space.md });

export const title = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.md });

export const toolbarField = style({ minWidth: 200, flex: '1 1 200px', maxWidth: 320 });

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const panelTitle = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.lg });

export const formGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  alignItems: 'start',
});

export const wide = style({ gridColumn: '1 / -1' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const problem = style({ color: vars.color.danger, fontWeight: vars.fontWeight.medium });

export const success = style({ color: vars.color.success });

export const cards = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' });

export const columns = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', alignItems: 'start' });

export const link = style({ color: vars.color.goldSoft });
