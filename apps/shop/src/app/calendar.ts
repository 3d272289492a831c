/**
 * The checkout machine speaks ISO calendar dates (yyyy-mm-dd); the ui DatePicker speaks local
 * midnight Dates. These convert between the two without passing through UTC, which would shift the day.
 */
export function localDate(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
