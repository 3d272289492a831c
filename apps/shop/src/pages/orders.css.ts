import { vars } from '@cellar/ui';
import { style } from '@vanilla-extract/css';

export const list = style({ display: 'grid', gap: vars.space.md });

export const panelPlaceholder = style({ height: 56 });

export const banner = style({
  height: 180,
  borderRadius: vars.radius.lg,
  marginBottom: vars.space.xl,
  background: `linear-gradient(120deg, ${vars.color.wineDeep}, ${vars.color.ground}), url(/media/cellar-poster.webp) center / cover`,
  backgroundBlendMode: 'multiply',
  display: 'grid',
  placeItems: 'center',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontStyle: 'italic',
  color: vars.color.goldSoft,
});
