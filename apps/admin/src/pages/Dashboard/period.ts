import { addDays, daysInPeriod, MAX_STATISTICS_DAYS } from '@cellar/domain';
import type { AdminKey } from '@cellar/i18n';

/** Shop days (yyyy-mm-dd), both included: what GET /statistics takes as `from` and `to`. */
export interface Period {
  from: string;
  to: string;
}

/** The last `days` shop days, today included. */
export function lastDays(days: number, today: string): Period {
  return { from: addDays(today, 1 - days), to: today };
}

/** The arguments of the problems' words: `admin.period.tooLong` names the longest period. */
export const PERIOD_LIMITS = { max: MAX_STATISTICS_DAYS };

/**
 * What stands between a chosen period and its figures, by the field staff must change, as the key of
 * the words they are shown (with PERIOD_LIMITS); nothing when the figures can be asked for. The server
 * refuses the same periods.
 */
export function periodProblems({ from, to }: Partial<Period>): Partial<Record<keyof Period, AdminKey>> {
  if (!from || !to) return { ...(from ? {} : { from: 'admin.period.chooseFirst' }), ...(to ? {} : { to: 'admin.period.chooseLast' }) };
  const days = daysInPeriod(from, to);
  if (days < 1) return { to: 'admin.period.backwards' };
  if (days > MAX_STATISTICS_DAYS) return { to: 'admin.period.tooLong' };
  return {};
}
