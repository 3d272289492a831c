import { style, styleVariants } from '@vanilla-extract/css';
import { moneyFigures } from '../shared/text.css';
import { vars } from '../theme/contract.css';

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  minWidth: 0,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderTop: `2px solid ${vars.color.gold}`,
  borderRadius: vars.radius.md,
});

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: 'uppercase',
});

export const value = style([
  moneyFigures,
  {
    fontFamily: vars.font.display,
    fontSize: vars.fontSize.xxl,
    lineHeight: vars.lineHeight.tight,
    overflowWrap: 'anywhere',
  },
]);

export const tone = styleVariants({ default: { color: vars.color.text }, warning: { color: vars.color.danger } });

// The figure's own line height, so a card keeps its size when its figure arrives.
export const placeholder = style({ height: `calc(${vars.fontSize.xxl} * ${vars.lineHeight.tight})`, width: '60%' });

export const detail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
