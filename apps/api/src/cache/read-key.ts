import { DEFAULT_LOCALE } from '@cellar/i18n';
import type { FastifyRequest } from 'fastify';
import { negotiatedLocale } from '../http/locale';

interface ParameterSchema {
  type?: string;
  default?: unknown;
  /** A repeatable parameter's values. */
  items?: { type?: string };
}

interface QuerySchema {
  properties?: Record<string, ParameterSchema>;
}

/** A whole number as text, in the range a JavaScript number holds exactly: `007` and `+7` read as 7. */
const WHOLE_NUMBER = /^[+-]?\d{1,15}$/;

function canonicalValue(value: string, type: string | undefined): string {
  return (type === 'integer' || type === 'number') && WHOLE_NUMBER.test(value) ? String(Number(value)) : value;
}

/**
 * The address of an API read as the read cache keys it: the path, then only the parameters the
 * operation declares, by name, each value as the contract reads it, and none that only repeats its
 * default. Every spelling of one answer (parameters reordered, `limit=24` spelt out, a cache-buster
 * such as jQuery's `_=…`) is then one entry, and an address made up of parameters the server ignores
 * cannot make a new one. The route is known in the first hook (routing comes before it), so a hit is
 * still answered before any other work.
 *
 * A read that answers in the language asked for (its `lang` parameter) is kept by that language: when
 * `lang` is left out, the one Accept-Language chooses is written in, so a Spanish answer is never
 * served to an English request, and the links made from this address name their language.
 */
const LANGUAGE = 'lang';

/** The language Accept-Language chooses, unless it is the default (an English read keeps the address it always had). */
function chosenLanguage(request: FastifyRequest): string | undefined {
  const locale = negotiatedLocale(request.headers['accept-language']);
  return locale === DEFAULT_LOCALE ? undefined : locale;
}

export function apiReadKey(request: FastifyRequest): string {
  const path = request.url.split('?', 1)[0]!;
  const declared = (request.routeOptions.schema?.querystring as QuerySchema | undefined)?.properties;
  if (!declared) return path;
  const given = request.query as Record<string, string | string[] | undefined>;
  const query = new URLSearchParams();
  for (const name of Object.keys(declared).sort()) {
    const raw = name === LANGUAGE && given[name] === undefined ? chosenLanguage(request) : given[name];
    if (raw === undefined) continue;
    const { type, items, default: fallback } = declared[name]!;
    const values = [raw].flat().map((value) => canonicalValue(value, type === 'array' ? items?.type : type));
    if (values.length === 1 && fallback !== undefined && values[0] === String(fallback)) continue;
    for (const value of values) query.append(name, value);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
