import { media, vars } from '@cellar/ui';
import { style } from '@vanilla-extract/css';

/**
 * The wine's facts, ADD TO CART and description come first; its picture after them on phones, and on
 * wider screens beside them on the left, where the eye starts.
 */
export const body = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  gridTemplateColumns: '1fr',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', gridTemplateAreas: '"image details"' } },
});

export const image = style({
  width: '100%',
  aspectRatio: '3 / 4',
  maxHeight: 560,
  objectFit: 'contain',
  borderRadius: vars.radius.lg,
  background: `radial-gradient(circle at 50% 40%, ${vars.color.surfaceRaised}, ${vars.color.ground} 75%)`,
  '@media': { [media.md]: { gridArea: 'image' } },
});

export const details = style({ display: 'grid', gap: vars.space.md, alignContent: 'start', '@media': { [media.md]: { gridArea: 'details' } } });

export const description = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed, fontSize: vars.fontSize.md });

export const facts = style({ margin: 0, display: 'grid', gap: vars.space.xs });

export const fact = style({ display: 'flex', gap: vars.space.xs, alignItems: 'baseline' });

export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, letterSpacing: vars.letterSpacing.wide });

export const soldOut = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wide,
});

export const buy = style({ justifySelf: 'start', minWidth: 220 });

export const carouselPlaceholder = style({ height: 460 });

/** ADD TO CART's form lays out as if only its button were there. */
export const buyForm = style({ display: 'contents' });

/** The stars lead to the reviews below; they keep the text's colour, underlined only when pointed at. */
export const ratingLink = style({ color: 'inherit', textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });

export const reviews = style({ display: 'grid', gap: vars.space.xl, maxWidth: 760 });

export const reviewAsk = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.lg, border: `1px solid ${vars.color.gold}`, borderRadius: vars.radius.md });

export const reviewAskTitle = style({ margin: 0, fontFamily: vars.font.display, fontSize: vars.fontSize.lg });

/** The reviews under the order they are in, a narrow select. */
export const reviewList = style({ display: 'grid', gap: vars.space.md });

export const reviewOrder = style({ maxWidth: 280 });

export const reviewsPlaceholder = style({ height: 160 });
