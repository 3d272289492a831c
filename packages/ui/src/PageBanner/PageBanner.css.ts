import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';
import { clearOfSideRail } from '../SideButtons/clearOfSideRail';

export const banner = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  minHeight: 240,
  paddingBlock: vars.space.xxl,
  overflow: 'hidden',
  background: `linear-gradient(135deg, ${vars.color.wineDeep}, ${vars.color.ground})`,
  textAlign: 'center',
  isolation: 'isolate',
  '@media': { [media.md]: { minHeight: 320 } },
  selectors: { '&[data-compact]': { minHeight: 0, paddingBlock: vars.space.lg } },
});

export const image = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', zIndex: -2 });

export const scrim = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  background: vars.color.scrim,
});

/** 760 px of text between 24 px sides, kept out from under the side rail. */
const contentWidth = 808;

export const content = style({
  display: 'grid',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: contentWidth,
  paddingInline: vars.space.lg,
  paddingRight: clearOfSideRail(contentWidth, vars.space.lg),
});

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  selectors: { [`${banner}[data-compact] &`]: { fontSize: 'clamp(1.75rem, 1.4rem + 1.5vw, 2.5rem)' } },
});

export const tagline = style({ color: vars.color.goldSoft, fontFamily: vars.font.display, fontStyle: 'italic', fontSize: vars.fontSize.lg });

export const rule = style({
  width: 64,
  height: 2,
  margin: '0 auto',
  background: vars.color.gold,
  border: 0,
  selectors: { [`${banner}[data-compact] &`]: { display: 'none' } },
});
