import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg, flexWrap: 'wrap' });

export const preview = style({
  flexShrink: 0,
  width: 96,
  height: 96,
  borderRadius: '50%',
  objectFit: 'cover',
  aspectRatio: '1 / 1',
  background: vars.color.surfaceRaised,
  border: `2px solid ${vars.color.gold}`,
});

export const placeholder = style([preview, { display: 'grid', placeItems: 'center', color: vars.color.textMuted }]);

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
