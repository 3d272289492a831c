import { describe, expect, it } from 'vitest';
import { classesIn, parseStylesheet, usedCss } from './usedCss';

const used = (css: string, html: string) => usedCss(parseStylesheet(css), classesIn(html));

describe('the style rules a server-drawn page carries', () => {
  const html = '<header class="bar  wide"><a class="link">Home</a><svg class="icon"></svg></header>';

  it('keeps the rules whose selectors name only classes the HTML has, and rules without classes', () => {
    expect(used('.bar{a:1}.menu{b:2}.bar .link:hover{c:3}.bar .menu{d:4}*,:before{e:5}:root{--x:1}html[data-gate=ask] .bar{f:6}', html)).toBe(
      '.bar{a:1}.bar .link:hover{c:3}*,:before{e:5}:root{--x:1}html[data-gate=ask] .bar{f:6}',
    );
  });

  it('keeps a rule when any selector of its list is used, whole', () => {
    expect(used('.menu,.icon{a:1}.menu,.drawer{b:2}', html)).toBe('.menu,.icon{a:1}');
  });

  it('does not count what a selector says in parentheses or brackets against it', () => {
    expect(used('.link:not(.active){a:1}.bar:has(.open){b:2}.link[title=".x"]{c:3}.wide:is(.menu){d:4}', html)).toBe(
      '.link:not(.active){a:1}.bar:has(.open){b:2}.link[title=".x"]{c:3}.wide:is(.menu){d:4}',
    );
  });

  it('keeps what is used inside @media and @supports, drops them when nothing is, and keeps @font-face and @keyframes', () => {
    const css =
      '@media (min-width:48em){.bar{a:1}.menu{b:2}}@media print{.menu{c:3}}@supports (display:grid){.icon{d:4}}' +
      '@font-face{font-family:"X";src:local("Arial")}@keyframes spin{0%{e:0}to{e:1}}';
    expect(used(css, html)).toBe('@media (min-width:48em){.bar{a:1}}@supports (display:grid){.icon{d:4}}@font-face{font-family:"X";src:local("Arial")}@keyframes spin{0%{e:0}to{e:1}}');
  });

  it('reads strings with braces in them as strings', () => {
    expect(used('.menu:after{content:"}"}.bar:after{content:"{"}', html)).toBe('.bar:after{content:"{"}');
  });
});
