import { vars } from '@cellar/ui';
import { style } from '@vanilla-extract/css';

export const list = style({ display: 'grid', gap: vars.space.md });

export const panelPlaceholder = style({ height: 56 });

/** Dressed as the page banners: deep wine into charcoal, candlelight at one corner, a gold rule under the line. */
export const banner = style({
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: vars.space.sm,
  minHeight: 180,
  padding: vars.space.lg,
  marginBottom: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: [
    `radial-gradient(circle at 85% 110%, color-mix(in srgb, ${vars.color.gold} 20%, transparent), transparent 45%)`,
    `radial-gradient(circle at 0% 0%, color-mix(in srgb, ${vars.color.wine} 60%, transparent), transparent 60%)`,
    `linear-gradient(135deg, ${vars.color.wineDeep}, ${vars.color.surface} 75%)`,
  ].join(', '),
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontStyle: 'italic',
  textAlign: 'center',
  color: vars.color.goldSoft,
  selectors: { '&::after': { content: '""', width: 64, height: 2, background: vars.color.gold } },
});

export const reviewAsk = style({ margin: `0 0 ${vars.space.lg}` });

export const reviewInvitations = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0, padding: 0, listStyle: 'none' });
