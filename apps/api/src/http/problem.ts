import type { Socket } from 'node:net';
import type { FieldError, FieldErrorCode } from '@cellar/api-client';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { SessionEnded } from '../db/errors';
import { DomainError, type DomainErrorKind } from '../errors';

export type { FieldError };

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
  415: 'Unsupported Media Type',
  431: 'Request Header Fields Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** An error a handler throws to answer with problem+json; `detail` is shown to the shopper as it is. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly extra: { errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(detail);
  }
}

/** One refused field whose message is also the problem's detail. */
export function fieldProblem(status: number, field: string, code: FieldErrorCode, message: string): HttpProblem {
  return new HttpProblem(status, message, { errors: [{ field, code, message }] });
}

/** The answer to a call made with a token that no longer works (expired, revoked, or removed by a reset). */
export function sessionExpired(): HttpProblem {
  return new HttpProblem(401, 'Your session has expired. Please log in again.', { headers: { 'www-authenticate': 'Bearer' } });
}

export function sendProblem(reply: FastifyReply, status: number, detail: string, errors?: FieldError[]) {
  return reply
    .code(status)
    .type('application/problem+json')
    .send({ type: 'about:blank', title: TITLES[status] ?? 'Error', status, detail, ...(errors?.length ? { errors } : {}) });
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

/** Ajv's messages name JSON pointers; a form wants "email must be a valid email address". */
function describe(error: AjvError, field: string): string {
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return `${field} is required.`;
    case 'minLength':
      return p.limit === 1 ? `${field} must not be empty.` : `${field} must be at least ${String(p.limit)} characters.`;
    case 'maxLength':
      return `${field} must be at most ${String(p.limit)} characters.`;
    case 'format':
      return p.format === 'email' ? `${field} must be a valid email address.` : `${field} must be a valid ${String(p.format)}.`;
    case 'enum':
      return `${field} must be one of: ${(p.allowedValues as unknown[]).join(', ')}.`;
    case 'type':
      return `${field} must be ${String(p.type) === 'integer' ? 'a whole number' : `a ${String(p.type)}`}.`;
    case 'minimum':
      return `${field} must be at least ${String(p.limit)}.`;
    case 'maximum':
      return `${field} must be at most ${String(p.limit)}.`;
    case 'minItems':
      return p.limit === 1 ? `${field} must not be empty.` : `${field} must have at least ${String(p.limit)} items.`;
    case 'maxItems':
      return `${field} must have at most ${String(p.limit)} items.`;
    case 'pattern':
      return `${field} is not valid.`;
    default:
      return `${field} ${error.message ?? 'is not valid'}.`;
  }
}

// The contract's keywords keep their names as codes; any other (const, oneOf, ...) is a plain `invalid`.
const KEYWORD_CODES = new Set<string>(['required', 'type', 'minLength', 'maxLength', 'pattern', 'format', 'enum', 'minimum', 'maximum', 'minItems', 'maxItems'] satisfies FieldErrorCode[]);

function codeOf(error: AjvError): FieldErrorCode {
  return KEYWORD_CODES.has(error.keyword) ? (error.keyword as FieldErrorCode) : 'invalid';
}

export function fieldErrors(errors: readonly AjvError[]): FieldError[] {
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const error of errors) {
    const field = fieldName(error);
    if (seen.has(field)) continue;
    seen.add(field);
    result.push({ field, code: codeOf(error), message: describe(error, field) });
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

const CLIENT_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers too large, a malformed request
 * line, a body that arrives too slowly) are answered as problems too, then the connection is closed.
 */
export function clientErrorProblem(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'The request could not be read.'];
  const body = JSON.stringify({ type: 'about:blank', title: TITLES[status], status, detail });
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${TITLES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/problem+json\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(error);
}

const DOMAIN_STATUSES: Record<DomainErrorKind, number> = { invalid: 400, unauthenticated: 401, forbidden: 403, unsupportedMedia: 415, overloaded: 503 };

/** The problem that answers a refusal raised below the HTTP layer: the one place its kind becomes a status. */
export function problemOf(error: DomainError): HttpProblem {
  const { field, retryAfterSeconds, challenge } = error.details;
  return new HttpProblem(DOMAIN_STATUSES[error.kind], error.detail, {
    ...(field ? { errors: [{ field: field.name, code: field.code, message: error.detail }] } : {}),
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

export function installProblemHandlers(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError | HttpProblem | SessionEnded | DomainError, request, reply) => {
    const error = asProblem(thrown);
    if (error instanceof HttpProblem) {
      if (error.extra.headers) reply.headers(error.extra.headers);
      return sendProblem(reply, error.status, error.detail, error.extra.errors);
    }
    if (error.validation) {
      const errors = fieldErrors(error.validation as AjvError[]);
      const detail = errors.length === 1 ? errors[0]!.message : `Please correct: ${errors.map((e) => e.message).join(' ')}`;
      return sendProblem(reply, 400, detail, errors);
    }
    const fault = momentaryDatabaseFault(error);
    if (fault) {
      // Busy: only a write that waited out a long reset (or, should one ever happen, a deadlock victim). Lost:
      // a connection the database ended or dropped, which the pool replaces with the next request.
      request.log.warn({ err: error }, `database ${fault}; asked the client to retry`);
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return sendProblem(reply, 503, 'The shop is busy for a moment. Please try again in a few seconds.');
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendProblem(reply, status, status === 413 ? 'The request is too large.' : error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, 500, 'Something went wrong on our side. Please try again in a moment.');
  });
}

/** An edit whose body names none of the fields it may change (`{}` is refused by the contract; `{"x": 1}` is not). */
export function nothingToChange(fields: readonly string[]): HttpProblem {
  return new HttpProblem(400, `Nothing to change: send at least one of ${fields.join(', ')}.`);
}
