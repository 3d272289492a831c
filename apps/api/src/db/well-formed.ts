/** Half of a UTF-16 pair on its own: JSON can spell it (\\ud800), but jsonb refuses it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A text jsonb takes: each lone surrogate as U+FFFD, as a text column stores it (String#toWellFormed, before ES2024's lib). */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\ufffd');
}
