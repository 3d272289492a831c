import { describe, expect, it } from 'vitest';
import { moveFontFaces } from './fontFacesInPage';

const INTER = '@font-face{font-family:Inter Variable;font-display:swap;src:url(/assets/inter-latin-1.woff2)format("woff2-variations");unicode-range:U+??}';
const FALLBACK = '@font-face{src:local(Arial);size-adjust:105.38%;font-family:Inter Fallback}';
const PAGE = '<html><head><title>x</title></head><body></body></html>';

describe('moveFontFaces', () => {
  it('takes every face out of the stylesheets and declares each once in the page head', () => {
    const app = { source: `${INTER}body{margin:0}` };
    const ui = { source: `.a{color:red}${FALLBACK}${INTER}` };
    const page = moveFontFaces([app, ui], PAGE);
    expect(app.source).toBe('body{margin:0}');
    expect(ui.source).toBe('.a{color:red}');
    expect(page).toBe(`<html><head><title>x</title>  <style>${INTER}${FALLBACK}</style>\n  </head><body></body></html>`);
  });

  it('leaves a page whose stylesheets declare no face as it is', () => {
    const sheet = { source: '.a{color:red}' };
    expect(moveFontFaces([sheet], PAGE)).toBe(PAGE);
    expect(sheet.source).toBe('.a{color:red}');
  });
});
