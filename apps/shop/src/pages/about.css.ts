import { media, vars } from '@cellar/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const article = style({ display: 'grid', gap: vars.space.xxl });

export const block = style({ display: 'grid', gap: vars.space.md });

export const heading = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.xl });

export const text = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const chip = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.sm,
});

export const diagram = style({ width: '100%', height: 'auto', background: vars.color.surface, borderRadius: vars.radius.lg, border: `1px solid ${vars.color.border}` });

export const team = style({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const credentials = style({ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xs} ${vars.space.md}` });

globalStyle(`${credentials} dt`, { color: vars.color.textMuted });
globalStyle(`${credentials} dd`, { margin: 0, fontFamily: 'ui-monospace, monospace' });
globalStyle(`${text} a, ${block} a`, { color: vars.color.goldSoft });
