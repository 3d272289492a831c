import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  // Playfair's default old-style figures make '312' look smaller than the words around it.
  fontVariantNumeric: 'lining-nums',
  color: vars.color.text,
  transition: `opacity ${vars.motion.fast} ease`,
  // Dim enough to read as stale, not so dim that the gold query drops below 4.5:1 contrast.
  selectors: { '&[aria-busy="true"]': { opacity: 0.65 } },
});

export const query = style({ color: vars.color.goldSoft, fontStyle: 'italic' });
