import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { barHeight } from './tokens';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

// A jump to an anchor (My Orders' "Review …" to a wine's #reviews), a scrollIntoView or a focus lands below the
// sticky bar, not under it.
globalStyle('html', { WebkitTextSizeAdjust: '100%', colorScheme: 'dark', scrollPaddingTop: barHeight + 16 });

globalStyle('body', {
  margin: 0,
  background: vars.color.ground,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, p, figure, blockquote, dl, dd', { margin: 0 });

globalStyle('img, svg, video', { display: 'block', maxWidth: '100%' });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('a', { color: 'inherit' });

globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });

