import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const anchor = style({ position: 'relative' });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  cursor: 'pointer',
});

export const placeholder = style({ color: vars.color.textMuted });

export const icon = style({ color: vars.color.gold, flexShrink: 0 });

export const panel = style({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  left: 0,
  zIndex: vars.z.modal,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

// react-day-picker declares its variables on .rdp-root itself, so the overrides must sit on that element.
globalStyle(`${panel} .rdp-root`, {
  fontFamily: vars.font.body,
  color: vars.color.text,
  vars: {
    '--rdp-accent-color': vars.color.gold,
    '--rdp-accent-background-color': vars.color.wineDeep,
    '--rdp-day-height': '40px',
    '--rdp-day-width': '40px',
    '--rdp-day_button-height': '38px',
    '--rdp-day_button-width': '38px',
    '--rdp-today-color': vars.color.goldSoft,
    '--rdp-disabled-opacity': '0.4',
  },
});
globalStyle(`${panel} .rdp-caption_label`, { fontFamily: vars.font.display, fontSize: vars.fontSize.lg });
globalStyle(`${panel} .rdp-weekday`, { color: vars.color.textMuted, fontSize: vars.fontSize.xs, opacity: 1 });
globalStyle(`${panel} .rdp-chevron`, { fill: vars.color.gold });
globalStyle(`${panel} .rdp-selected .rdp-day_button`, {
  background: vars.color.wine,
  borderColor: vars.color.gold,
  color: vars.color.textOnWine,
  fontWeight: vars.fontWeight.semibold,
});
globalStyle(`${panel} .rdp-day_button:focus-visible`, { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 });
globalStyle(`${panel} .rdp-disabled`, { textDecoration: 'line-through' });
