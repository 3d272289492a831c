/**
 * The attribute of the server-drawn gate's Yes. The page's first script (apps/shop/src/server/shell.ts)
 * answers a tap on it before the app runs: it marks the document `data-age-gate="yes"`, which hides the
 * gate (StaticAgeGate.css.ts shows it only while the mark is "ask"). Style-free, so the server's page
 * shell imports it alone (`@cellar/ui/page-mark`).
 */
export const STATIC_AGE_GATE_YES = 'data-age-gate-yes';
