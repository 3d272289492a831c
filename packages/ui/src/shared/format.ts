/**
 * Cuts at `max` characters and marks the cut with an ellipsis; shorter text is returned unchanged. A cut
 * that lands just after a word drops the spaces there, which would otherwise read as 'twelve ...'.
 */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}
