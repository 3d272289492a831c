import type { Socket } from 'node:net';
import type { FieldError, FieldErrorCode, ProblemCode } from '@cellar/api-client';
import { fieldErrorWords, LOCALES, loadLocale, problemWords, wordsFor, type FieldRefusal, type Locale, type ProblemParams } from '@cellar/i18n';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { SessionEnded } from '../db/errors';
import { DomainError, type DomainErrorKind } from '../errors';
import { negotiatedLocale } from './locale';
import { addVary } from './vary';

export type { FieldError, ProblemCode, ProblemParams };

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  431: 'Request Header Fields Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** One refused field, by the contract's code and the values its words need; the words come when it is sent. */
export interface FieldRefusalOf extends FieldRefusal {
  code: FieldErrorCode;
}

/**
 * A refusal: its status, its stable code and the values its words need. The words (`detail`, each field's
 * `message`) are written when it is sent, in the language the request asks for.
 */
export interface Refusal {
  status: number;
  code: ProblemCode;
  params?: ProblemParams;
  /** The refused fields: for `validation`, each with its own words; for any other code, the field the detail is about. */
  errors?: FieldRefusalOf[];
}

/** Makes every locale's words ready for the problems the server writes; `buildApp` awaits it once. */
export async function loadProblemWords(): Promise<void> {
  await Promise.all(LOCALES.map((locale) => loadLocale(locale)));
}

/** The problem+json body of a refusal, its words in `locale`. */
export function problemBody(refusal: Refusal, locale: Locale) {
  const words = wordsFor(locale);
  const { status, code, params = {}, errors = [] } = refusal;
  const detail = problemWords(words, { code, params, errors });
  const fields: FieldError[] = errors.map((error) => ({
    field: error.field,
    code: error.code,
    params: error.params ?? {},
    // A validation's fields each say what is wrong; a refusal of one field says it in the problem's own words.
    message: code === 'validation' ? fieldErrorWords(words, error) : detail,
  }));
  return { type: 'about:blank', title: TITLES[status] ?? 'Error', status, code, params, detail, ...(fields.length ? { errors: fields } : {}) };
}

/** An error a handler throws to answer with problem+json: a refusal by code, written in the caller's language when sent. */
export class HttpProblem extends Error implements Refusal {
  readonly errors: FieldRefusalOf[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    readonly status: number,
    readonly code: ProblemCode,
    readonly params: ProblemParams = {},
    extra: { errors?: FieldRefusalOf[]; headers?: Record<string, string> } = {},
  ) {
    // The English words, for the logs and for anyone who reads the error itself.
    super(problemBody({ status, code, params, errors: extra.errors }, 'en').detail);
    this.errors = extra.errors;
    this.headers = extra.headers;
  }
}

/** The refusal of one field, whose words are the problem's detail (`emailTaken` names `email`). */
export function fieldProblem(status: number, field: string, fieldCode: FieldErrorCode, code: ProblemCode, params: ProblemParams = {}): HttpProblem {
  return new HttpProblem(status, code, params, { errors: [{ field, code: fieldCode }] });
}

/** Refused fields by the contract's bounds: the detail says each field's own words. */
export function validationProblem(errors: FieldRefusalOf[]): HttpProblem {
  return new HttpProblem(400, 'validation', {}, { errors });
}

/** The answer to a call made with a token that no longer works (expired, revoked, or removed by a reset). */
export function sessionExpired(): HttpProblem {
  return new HttpProblem(401, 'sessionExpired', {}, { headers: { 'www-authenticate': 'Bearer' } });
}

/** Answers with a refusal in the language of the request's Accept-Language, which the answer therefore varies by. */
export function sendProblem(reply: FastifyReply, refusal: Refusal) {
  addVary(reply, 'Accept-Language');
  return reply
    .code(refusal.status)
    .type('application/problem+json')
    .send(problemBody(refusal, negotiatedLocale(reply.request.headers['accept-language'])));
}

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

function fieldName(error: AjvError): string {
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = typeof error.params.missingProperty === 'string' ? error.params.missingProperty : '';
  return [path, missing].filter(Boolean).join('.') || 'request';
}

/** The values a keyword's words need (`field.<code>` of the catalogue): Ajv's own params, by the names the words use. */
function paramsOf(error: AjvError): ProblemParams {
  const p = error.params;
  switch (error.keyword) {
    case 'minLength':
    case 'maxLength':
    case 'minimum':
    case 'maximum':
    case 'minItems':
    case 'maxItems':
      return { limit: Number(p.limit) };
    case 'format':
      return { format: String(p.format) };
    case 'enum':
      return { allowed: (p.allowedValues as unknown[]).join(', ') };
    case 'type':
      return { type: String(p.type) };
    case 'required':
    case 'pattern':
      return {};
    case 'minProperties':
      return { keyword: error.keyword, limit: Number(p.limit) };
    default:
      return { keyword: error.keyword };
  }
}

// The contract's keywords keep their names as codes; any other (const, oneOf, ...) is a plain `invalid`.
const KEYWORD_CODES = new Set<string>(['required', 'type', 'minLength', 'maxLength', 'pattern', 'format', 'enum', 'minimum', 'maximum', 'minItems', 'maxItems'] satisfies FieldErrorCode[]);

function codeOf(error: AjvError): FieldErrorCode {
  return KEYWORD_CODES.has(error.keyword) ? (error.keyword as FieldErrorCode) : 'invalid';
}

/** Ajv's errors as the refused fields, one a field, by the contract's codes. */
export function fieldErrors(errors: readonly AjvError[]): FieldRefusalOf[] {
  const seen = new Set<string>();
  const result: FieldRefusalOf[] = [];
  for (const error of errors) {
    const field = fieldName(error);
    if (seen.has(field)) continue;
    seen.add(field);
    result.push({ field, code: codeOf(error), params: paramsOf(error) });
  }
  return result;
}

/** How long a client is asked to wait after a refusal that a moment cures: a busy database, or a lost connection to it. */
export const RETRY_AFTER_SECONDS = 2;

// lock_not_available (a lock_timeout ran out), deadlock_detected, serialization_failure.
const BUSY_CODES = new Set(['55P03', '40P01', '40001']);
// admin_shutdown, crash_shutdown, cannot_connect_now; and the class connection_exception (08…) below.
const LOST_CODES = new Set(['57P01', '57P02', '57P03']);
// A socket to the database that broke or could not be opened.
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
// node-postgres gives the connections it loses, or cannot get, no code: only these messages.
const LOST_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
]);

/** The error and those it wraps: drizzle wraps the driver's error in its own, pg-pool a connection's timeout. */
function* causeChain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let depth = 0; typeof error === 'object' && error !== null && depth < 5; depth++) {
    yield error;
    error = (error as { cause?: unknown }).cause;
  }
}

/** Why the database could not do a request's work for a moment, if that is why it failed. */
function momentaryDatabaseFault(error: unknown): 'busy' | 'lost' | null {
  for (const { code, message } of causeChain(error)) {
    if (typeof code === 'string' && BUSY_CODES.has(code)) return 'busy';
    if (typeof code === 'string' && (LOST_CODES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code))) return 'lost';
    if (typeof message === 'string' && LOST_MESSAGES.has(message)) return 'lost';
  }
  return null;
}

const CLIENT_ERRORS: Record<string, [number, ProblemCode]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'requestTimeout'],
  HPE_HEADER_OVERFLOW: [431, 'headersTooLarge'],
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers too large, a malformed request
 * line, a body that arrives too slowly) are answered as problems too, in English (no header could be
 * read), then the connection is closed.
 */
export function clientErrorProblem(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'unreadableRequest'];
  const body = JSON.stringify(problemBody({ status, code }, 'en'));
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${TITLES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/problem+json\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(error);
}

const DOMAIN_STATUSES: Record<DomainErrorKind, number> = { invalid: 400, unauthenticated: 401, forbidden: 403, unsupportedMedia: 415, overloaded: 503 };

/** The problem that answers a refusal raised below the HTTP layer: the one place its kind becomes a status. */
export function problemOf(error: DomainError): HttpProblem {
  const { field, retryAfterSeconds, challenge } = error.details;
  return new HttpProblem(DOMAIN_STATUSES[error.kind], error.code, error.params, {
    ...(field ? { errors: [{ field: field.name, code: field.code }] } : {}),
    ...(retryAfterSeconds !== undefined ? { headers: { 'retry-after': String(retryAfterSeconds) } } : {}),
    ...(challenge ? { headers: { 'www-authenticate': 'Bearer' } } : {}),
  });
}

/** The database's and the domain's own errors, as the problems that answer them. */
function asProblem<T>(thrown: T | SessionEnded | DomainError): T | HttpProblem {
  if (thrown instanceof SessionEnded) return sessionExpired();
  if (thrown instanceof DomainError) return problemOf(thrown);
  return thrown;
}

/** The value Fastify names in its message (`'/a%zz' is not a valid url component`). */
function quoted(message: string): string {
  return message.slice(1, message.lastIndexOf("' "));
}

/** Fastify's own refusals (its body parsers', its router's), by their codes: words of ours, in the caller's language. */
export function frameworkRefusal(error: FastifyError): Refusal {
  const status = error.statusCode ?? 400;
  if (status === 413) return { status, code: 'payloadTooLarge' };
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status, code: 'unsupportedMediaType' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status, code: 'emptyJsonBody' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status, code: 'malformedJson' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status, code: 'contentLengthMismatch' };
    case 'FST_ERR_ROUTE_MISSING_CONTENT_TYPE':
      return { status, code: 'contentTypeRequired', params: { method: quoted(error.message) } };
    case 'FST_ERR_BAD_URL':
      return { status, code: 'badUrl', params: { value: quoted(error.message) } };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status, code: 'paramTooLong', params: { value: quoted(error.message) } };
    default:
      return { status, code: 'unreadableRequest' };
  }
}

export function installProblemHandlers(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError | HttpProblem | SessionEnded | DomainError, request, reply) => {
    const error = asProblem(thrown);
    if (error instanceof HttpProblem) {
      if (error.headers) reply.headers(error.headers);
      return sendProblem(reply, error);
    }
    if (error.validation) return sendProblem(reply, validationProblem(fieldErrors(error.validation as AjvError[])));
    const fault = momentaryDatabaseFault(error);
    if (fault) {
      // Busy: only a write that waited out a long reset (or, should one ever happen, a deadlock victim). Lost:
      // a connection the database ended or dropped, which the pool replaces with the next request.
      request.log.warn({ err: error }, `database ${fault}; asked the client to retry`);
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return sendProblem(reply, { status: 503, code: 'databaseBusy' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendProblem(reply, frameworkRefusal(error));
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, { status: 500, code: 'serverError' });
  });
}

/** An edit whose body names none of the fields it may change (`{}` is refused by the contract; `{"x": 1}` is not). */
export function nothingToChange(fields: readonly string[]): HttpProblem {
  return new HttpProblem(400, 'nothingToChange', { fields: fields.join(', ') });
}
