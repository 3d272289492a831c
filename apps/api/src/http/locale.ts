import { isLocale, localeOfLanguages, type Locale } from '@cellar/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { addVary } from './vary';

/** The shop's language closest to what an Accept-Language header prefers: negotiator parses it and orders it by weight. */
export function negotiatedLocale(acceptLanguage: string | undefined): Locale {
  return localeOfLanguages(new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages());
}

/**
 * The language a public catalogue read answers in: its `lang` parameter (a link or a cache names the
 * language by it), else Accept-Language's. A `lang` the contract refuses is refused before any handler.
 */
export function contentLocale(request: FastifyRequest): Locale {
  const { lang } = (request.query ?? {}) as { lang?: unknown };
  return isLocale(lang) ? lang : negotiatedLocale(request.headers['accept-language']);
}

/** Says which language the answer is in, and that another Accept-Language may get another one. */
export function answerInLocale(reply: FastifyReply, locale: Locale): void {
  addVary(reply, 'Accept-Language');
  void reply.header('content-language', locale);
}

/** The language a read answers in (`contentLocale`), said in its headers. */
export function answerLocale(request: FastifyRequest, reply: FastifyReply): Locale {
  const locale = contentLocale(request);
  answerInLocale(reply, locale);
  return locale;
}
