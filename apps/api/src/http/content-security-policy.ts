import { createHash } from 'node:crypto';
import type { Config } from '../config';

/** Where browsers send reports of what the policy blocked. */
export const CSP_REPORT_PATH = '/api/csp-reports';
/** The media types browsers use for those reports (report-uri, and the Reporting API). */
export const CSP_REPORT_TYPES = ['application/csp-report', 'application/reports+json'];

/**
 * The inline style attributes a server-rendered page carries, all Radix Select's (the catalogue's
 * sort) as React writes them: its value's `pointer-events:none`, and the visually hidden native
 * select it renders for forms until it knows it is in none. Allowed by their hashes alone, not inline
 * styles in general; the e2e suite fails on any other.
 */
const ALLOWED_STYLE_ATTRIBUTES = [
  'pointer-events:none',
  'position:absolute;border:0;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0, 0, 0, 0);white-space:nowrap;word-wrap:normal',
];
/** A CSP source that allows exactly this inline script, style or style attribute. */
export const cspHash = (value: string) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`;

/**
 * One policy for every response. Scripts and styles come from this origin, or are inline with this
 * response's nonce (helmet adds `'nonce-…'` to script-src and style-src per response): the server-rendered
 * pages write their data, starter script and styles with it. Nothing may frame the shop.
 */
export function contentSecurityPolicy(config: Config) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'"],
      styleSrcAttr: ["'unsafe-hashes'", ...ALLOWED_STYLE_ATTRIBUTES.map(cspHash)],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      reportUri: [CSP_REPORT_PATH],
      ...(config.servedOverHttps ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}
