import { globalFontFace, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { FONTS_LATER_ATTRIBUTE, fallbackFaceRules, fallbackFamilies, fontRest, stackWithoutWebFont } from './fontFallbacks';

for (const family of Object.values(fallbackFamilies)) globalFontFace(`"${family.name}"`, fallbackFaceRules(family));

globalStyle(`:root[${FONTS_LATER_ATTRIBUTE}]`, {
  vars: {
    [vars.font.body]: stackWithoutWebFont(fallbackFamilies.body, fontRest.body),
    [vars.font.display]: stackWithoutWebFont(fallbackFamilies.display, fontRest.display),
  },
});
