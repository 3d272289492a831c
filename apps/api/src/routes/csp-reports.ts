import type { Handlers } from '../http/contract';
import { HttpProblem } from '../http/problem';
import type { Limiter } from '../http/rate-limits';

const MAX_REPORTS = 10;
const MAX_TEXT = 300;

type Fields = Record<string, unknown>;

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value.slice(0, MAX_TEXT) : undefined;
}

/** The fields worth logging of one report, in either format: report-uri's `csp-report`, or the Reporting API's `body`. */
function summarise(report: Fields) {
  const legacy = report['csp-report'] as Fields | undefined;
  const body = (legacy ?? report.body ?? {}) as Fields;
  return {
    page: text(body['document-uri'] ?? body.documentURL),
    directive: text(body['effective-directive'] ?? body.effectiveDirective ?? body['violated-directive']),
    blocked: text(body['blocked-uri'] ?? body.blockedURL),
    source: text(body['source-file'] ?? body.sourceFile),
    line: typeof (body['line-number'] ?? body.lineNumber) === 'number' ? (body['line-number'] ?? body.lineNumber) : undefined,
  };
}

/**
 * Browsers report what the Content-Security-Policy blocked. A report is only logged (a warning per
 * violation, its text cut short), never stored, and each client may send only so many.
 */
export function cspReportHandlers(limit: Limiter): Handlers {
  return {
    async reportCspViolation(request, reply) {
      await limit(request);
      const reports = [request.body].flat().filter((report): report is Fields => typeof report === 'object' && report !== null);
      if (reports.length === 0) throw new HttpProblem(400, 'cspReportRequired');
      for (const report of reports.slice(0, MAX_REPORTS)) request.log.warn({ csp: summarise(report) }, 'CSP violation reported');
      return reply.code(204).send();
    },
  };
}
