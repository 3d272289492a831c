import { addDays, daysInPeriod, MAX_STATISTICS_DAYS } from '@cellar/domain';

/** Shop days (yyyy-mm-dd), both included: what GET /statistics takes as `from` and `to`. */
export interface Period {
  from: string;
  to: string;
}

/** The last `days` shop days, today included. */
export function lastDays(days: number, today: string): Period {
  return { from: addDays(today, 1 - days), to: today };
}

/**
 * What stands between a chosen period and its figures, by the field staff must change, in the words
 * they are shown; nothing when the figures can be asked for. The server refuses the same periods.
 */
export function periodProblems({ from, to }: Partial<Period>): Partial<Record<keyof Period, string>> {
  if (!from || !to) return { ...(from ? {} : { from: 'Choose the first day.' }), ...(to ? {} : { to: 'Choose the last day.' }) };
  const days = daysInPeriod(from, to);
  if (days < 1) return { to: 'The last day cannot come before the first.' };
  if (days > MAX_STATISTICS_DAYS) return { to: `A period can cover at most ${MAX_STATISTICS_DAYS.toLocaleString('en-US')} days (about three years).` };
  return {};
}
