import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { themeValues } from './values';

export const vars = createThemeContract({
  color: {
    ground: null,
    surface: null,
    surfaceRaised: null,
    wine: null,
    wineDeep: null,
    wineHover: null,
    gold: null,
    goldSoft: null,
    text: null,
    textMuted: null,
    textOnWine: null,
    border: null,
    borderStrong: null,
    danger: null,
    success: null,
    transit: null,
    overlay: null,
    glass: null,
    scrim: null,
    focus: null,
  },
  font: { display: null, body: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
  fontWeight: { regular: null, medium: null, semibold: null, bold: null },
  lineHeight: { tight: null, normal: null, relaxed: null },
  letterSpacing: { normal: null, wide: null, wider: null },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  shadow: { sm: null, md: null, lg: null, focus: null },
  motion: { modal: null, backdrop: null, fast: null, easing: null },
  z: { sticky: null, overlay: null, modal: null, toast: null },
});

createGlobalTheme(':root', vars, themeValues);
