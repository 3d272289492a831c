import { media, vars } from '@cellar/ui';
import { style } from '@vanilla-extract/css';

export const hero = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  minHeight: 'min(78vh, 720px)',
  padding: `${vars.space.xxxl} ${vars.space.md}`,
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

export const heroContent = style({ position: 'relative', display: 'grid', gap: vars.space.lg, justifyItems: 'center', maxWidth: 860 });

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
  gridTemplateColumns: '1fr',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, 1fr)' }, [media.xl]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const featured = style({
  display: 'grid',
  gridTemplateColumns: '120px 1fr',
  gap: vars.space.md,
  alignItems: 'center',
  height: '100%',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const featuredImage = style({ width: 120, height: 160, objectFit: 'contain', borderRadius: vars.radius.md });

export const featuredBody = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });

export const featuredName = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.lg });

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.relaxed });

export const seeMore = style({
  justifySelf: 'start',
  color: vars.color.gold,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wider,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});
