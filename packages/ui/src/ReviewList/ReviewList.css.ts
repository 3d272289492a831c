import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space.lg });

export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const title = style({ margin: 0, fontFamily: vars.font.display, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

// A buyer's line breaks are theirs; a long word without a space still wraps.
export const body = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere', lineHeight: vars.lineHeight.relaxed });

export const byline = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const empty = style({ margin: 0, color: vars.color.textMuted, fontStyle: 'italic' });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const more = style({ justifySelf: 'center', minWidth: 200 });
