import { vars } from '@cellar/ui';
import { style } from '@vanilla-extract/css';

// A mail is drawn for a client's window of about 600 px; the frame lets it scroll rather than squeeze it.
export const frame = style({ width: '100%', maxWidth: 720, height: 640, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: '#fff' });

export const text = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: vars.fontSize.sm, color: vars.color.textMuted });
