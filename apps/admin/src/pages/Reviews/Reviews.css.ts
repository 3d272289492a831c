import { vars } from '@cellar/ui';
import { style } from '@vanilla-extract/css';

/** A review's title over the start of its words, in a cell wide enough to read them. */
export const excerpt = style({ display: 'grid', gap: vars.space.xs, minWidth: 160, maxWidth: 420, overflowWrap: 'anywhere' });

export const title = style({ fontWeight: vars.fontWeight.semibold });

/** Who signed a review, and under it when. */
export const byline = style({ display: 'grid', gap: vars.space.xxs, whiteSpace: 'nowrap' });
