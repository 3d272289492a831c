import { globalStyle, style } from '@vanilla-extract/css';

export const frame = style({});

// The page's first script marks the document while the gate must ask (a first visit); otherwise the
// server-drawn gate stays hidden from the first paint on.
globalStyle(`html:not([data-age-gate="ask"]) ${frame}`, { display: 'none' });
