/**
 * A value as readable JSON: a store (anything with `getSnapshot`) shows its context, a function its
 * name, a Blob its type and size, an Error its message; a value inside itself is marked, not followed.
 */
export function formatted(value: unknown): string {
  return JSON.stringify(plain(value, []), null, 2) ?? 'undefined';
}

/** The same on one line, for the log. */
export function compact(value: unknown): string {
  return JSON.stringify(plain(value, [])) ?? 'undefined';
}

function plain(value: unknown, ancestors: readonly object[]): unknown {
  if (typeof value === 'function') return `ƒ ${value.name || 'anonymous'}`;
  if (typeof value === 'undefined') return undefined;
  if (typeof value === 'bigint') return `${value}n`;
  if (value === null || typeof value !== 'object') return value;
  if (ancestors.includes(value)) return '(itself)';
  const inside = [...ancestors, value];
  if (typeof Blob !== 'undefined' && value instanceof Blob) return `Blob ${value.type || 'untyped'}, ${value.size} bytes`;
  if (value instanceof Error) return { error: value.name, message: value.message };
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => plain(item, inside) ?? null);
  if (typeof (value as { getSnapshot?: unknown }).getSnapshot === 'function') {
    const snapshot = (value as { getSnapshot: () => { context?: unknown } }).getSnapshot();
    return { '(store)': plain(snapshot.context, inside) };
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item, inside)]));
}
