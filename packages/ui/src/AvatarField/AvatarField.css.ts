import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg, flexWrap: 'wrap' });

/** A face in a circle; a bottle at the 3:4 and a featured picture at the 8:5 the shop shows them in. */
export const previewSize = { round: { width: 96, height: 96 }, portrait: { width: 75, height: 100 }, wide: { width: 160, height: 100 } } as const;

const frame = style({
  flexShrink: 0,
  objectFit: 'cover',
  background: vars.color.surfaceRaised,
  border: `2px solid ${vars.color.gold}`,
});

export const preview = styleVariants({
  round: [frame, { ...previewSize.round, borderRadius: '50%' }],
  portrait: [frame, { ...previewSize.portrait, borderRadius: vars.radius.md }],
  wide: [frame, { ...previewSize.wide, borderRadius: vars.radius.md }],
});

export const placeholder = styleVariants(preview, (variant) => [variant, { display: 'grid', placeItems: 'center', color: vars.color.textMuted }]);

export const input = style({
  position: 'absolute',
  width: 1,
  height: 1,
  opacity: 0,
  overflow: 'hidden',
});

export const actions = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });

export const picker = style({
  selectors: { [`${input}:focus-visible + &`]: { boxShadow: vars.shadow.focus } },
});

export const fileName = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, maxWidth: '28ch', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
