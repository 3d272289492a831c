import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const lines = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const line = style({
  display: 'grid',
  gridTemplateColumns: '72px 1fr',
  gap: vars.space.md,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const thumb = style({
  width: 72,
  aspectRatio: '3 / 4',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const info = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const nameRow = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.xs });

export const name = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const unit = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const controls = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });

export const remove = style({ marginTop: -8, marginRight: -8, flexShrink: 0 });

export const summary = style({ display: 'grid', gap: vars.space.xs, margin: `0 0 ${vars.space.md}` });

export const summaryRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, color: vars.color.textMuted });

export const totalRow = style([
  summaryRow,
  { color: vars.color.text, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.lg, paddingTop: vars.space.xs, borderTop: `1px solid ${vars.color.border}` },
]);

export const free = style({ color: vars.color.success, fontWeight: vars.fontWeight.semibold });
