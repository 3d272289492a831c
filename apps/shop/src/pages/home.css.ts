import { clearOfSideRail, media, vars } from '@cellar/ui';
import { style } from '@vanilla-extract/css';

export const hero = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  minHeight: 'min(78vh, 720px)',
  paddingBlock: vars.space.xxxl,
  overflow: 'hidden',
  background: `#1a0609 url(/media/cellar-poster.webp) center / cover no-repeat`,
  textAlign: 'center',
});

export const video = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' });

export const heroShade = style({
  position: 'absolute',
  inset: 0,
  background: 'linear-gradient(180deg, rgba(20,16,18,0.1) 0%, rgba(20,16,18,0.55) 70%, #141012 100%)',
});

/** 860 px of text between 16 px sides. */
const heroWidth = 892;

export const heroContent = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.lg,
  justifyItems: 'center',
  width: '100%',
  maxWidth: heroWidth,
  paddingInline: vars.space.md,
  paddingRight: clearOfSideRail(heroWidth),
});

export const slogan = style({
  fontFamily: vars.font.display,
  fontSize: 'clamp(2.4rem, 1.4rem + 4.2vw, 4.75rem)',
  lineHeight: 1.05,
  fontWeight: vars.fontWeight.bold,
  textWrap: 'balance',
});

export const featuredList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  // The ui FeaturedCard lays out side by side from 768 px and needs about 560 px for that.
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

