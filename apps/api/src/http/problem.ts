import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

export interface FieldError {
  field: string;
  message: string;
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
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

export function fieldErrors(errors: readonly AjvError[]): FieldError[] {
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const error of errors) {
    const field = fieldName(error);
    if (seen.has(field)) continue;
    seen.add(field);
    result.push({ field, message: describe(error, field) });
  }
  return result;
}

export function installProblemHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpProblem, request, reply) => {
    if (error instanceof HttpProblem) {
      if (error.extra.headers) reply.headers(error.extra.headers);
      return sendProblem(reply, error.status, error.detail, error.extra.errors);
    }
    if (error.validation) {
      const errors = fieldErrors(error.validation as AjvError[]);
      const detail = errors.length === 1 ? errors[0]!.message : `Please correct: ${errors.map((e) => e.message).join(' ')}`;
      return sendProblem(reply, 400, detail, errors);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendProblem(reply, status, status === 413 ? 'The request is too large.' : error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, 500, 'Something went wrong on our side. Please try again in a moment.');
  });
}
