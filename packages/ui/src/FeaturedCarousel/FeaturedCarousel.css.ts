import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  vars: {
    '--swiper-pagination-color': vars.color.gold,
    '--swiper-pagination-bullet-inactive-color': vars.color.textMuted,
    '--swiper-pagination-bullet-inactive-opacity': '0.6',
    // A 24 px target for a finger (WCAG 2.2 target size), drawn as a 10 px dot by the padding below.
    '--swiper-pagination-bullet-size': '24px',
    // Touching targets, so that ten of them fit on one line of a phone's column.
    '--swiper-pagination-bullet-horizontal-gap': '0px',
  },
});

export const heading = style({
  marginBottom: vars.space.lg,
  textAlign: 'center',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.semibold,
});


/** The picture's height, as its height attribute and as its link's box (see `link`). */
export const pictureHeight = 400;

// The link is the picture's box, as high as the picture's height attribute has always drawn it
// (content-box, as the picture fills its content), so that a slide far from the screen is skipped whole:
// its picture is neither fetched nor decoded on the first load. Lazy loading alone fetched the slides
// within its reach (on a phone's product page, while the wine's own picture was loading).
export const link = style({
  display: 'block',
  boxSizing: 'content-box',
  height: pictureHeight,
  contentVisibility: 'auto',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover', background: vars.color.surfaceRaised });

export const caption = style({
  marginTop: vars.space.sm,
  textAlign: 'center',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

// The coverflow tucks each side slide under its neighbour, so side captions would print over the centre
// one's: only the centre slide is captioned (the images carry the names for assistive technology).
// Before the carousel starts (a page without JavaScript) the slides sit side by side, each captioned.
// Switched, not faded: a caption half faded over the dark page is text of too little contrast, which an
// accessibility check made during autoplay's change of slide found (Lighthouse on /product/1).
globalStyle(`${root} .swiper-initialized .swiper-slide:not(.swiper-slide-active) ${caption}`, { visibility: 'hidden' });

// Room under the slides so the bullets sit below the captions instead of over them.
globalStyle(`${root} .swiper`, { paddingTop: vars.space.sm, paddingBottom: vars.space.xxl });
globalStyle(`${root} .swiper-pagination`, { bottom: vars.space.xs });
globalStyle(`${root} .swiper-pagination-bullet`, { padding: '7px', boxSizing: 'border-box', backgroundClip: 'content-box' });
globalStyle(`${root} .swiper-slide-shadow-left, ${root} .swiper-slide-shadow-right`, { borderRadius: vars.radius.lg });
