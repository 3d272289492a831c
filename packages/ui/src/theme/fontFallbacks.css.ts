import { globalFontFace } from '@vanilla-extract/css';
import { fallbackFaceRules, fallbackFamilies } from './fontFallbacks';

for (const family of Object.values(fallbackFamilies)) globalFontFace(`"${family.name}"`, fallbackFaceRules(family));
