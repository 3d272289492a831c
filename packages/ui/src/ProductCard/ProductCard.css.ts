import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const card = style({
  position: 'relative',
  // The name's size follows the card's width (see nameType).
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  transition: `transform ${vars.motion.fast} ease, border-color ${vars.motion.fast} ease, box-shadow ${vars.motion.fast} ease`,
  selectors: {
    '&:hover': { transform: 'translateY(-2px)', borderColor: vars.color.gold, boxShadow: vars.shadow.md },
    '&:focus-within': { borderColor: vars.color.goldSoft, boxShadow: vars.shadow.focus },
  },
});

// A card's picture far below the screen is neither fetched nor drawn until the shopper scrolls near it
// (content-visibility): its box keeps its size, set by the aspect ratio alone, so nothing moves.
export const media = style({
  position: 'relative',
  aspectRatio: '3 / 4',
  contentVisibility: 'auto',
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

// Narrow cards (two to a phone's row) give the name more of their width.
export const body = style({ display: 'grid', gap: vars.space.xxs, padding: `clamp(${vars.space.sm}, 7cqi, ${vars.space.md})` });

// The name box is always three lines tall (longer names are clamped), so every card in a row has
// the same height whatever a name's length or font, and the skeleton can match it exactly. Its size
// shrinks with the card, so three lines hold a whole name even two cards to a phone's row.
const NAME_LINES = 3;
const nameType = {
  fontFamily: vars.font.display,
  fontSize: `clamp(${vars.fontSize.md}, 7.5cqi, ${vars.fontSize.lg})`,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  minHeight: `calc(${NAME_LINES}em * ${vars.lineHeight.tight})`,
};

export const name = style({
  ...nameType,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: NAME_LINES,
  overflow: 'hidden',
  // Only a word longer than the line breaks; 'anywhere' cut names mid-word in a phone's narrow cards.
  overflowWrap: 'break-word',
});

export const nameSkeleton = style(nameType);

export const facts = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  minHeight: `calc(1em * ${vars.lineHeight.normal})`,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

// Holds the price's line in the skeleton with an invisible price laid out as in the card (a grid item), so both are as tall.
export const priceSizer = style({ display: 'grid', visibility: 'hidden' });

// The whole card is clickable through the name's link, which stretches over it.
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 } },
});

export const badge = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.ground,
  color: vars.color.goldSoft,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const lineSkeleton = style({ height: '1.25rem', width: '70%' });
