import type { Config } from '../config';

/** Where browsers send reports of what the policy blocked. */
export const CSP_REPORT_PATH = '/api/csp-reports';
/** The media types browsers use for those reports (report-uri, and the Reporting API). */
export const CSP_REPORT_TYPES = ['application/csp-report', 'application/reports+json'];

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
