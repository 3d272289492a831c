import { vars } from '@cellar/ui';
import { style } from '@vanilla-extract/css';

export const change = style({
  margin: 0,
  maxWidth: 480,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
