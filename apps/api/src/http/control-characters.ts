import type { FastifyRequest } from 'fastify';
import { validationProblem } from './problem';

// C0 controls and DEL, except tab and line breaks. PostgreSQL refuses NUL in text outright (a 500 if it
// got that far), and the others only ever arrive from a hostile or broken client.
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's whole purpose
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function refuse(field: string): never {
  throw validationProblem([{ field, code: 'controlCharacters' }]);
}

/** Throws a 400 problem naming the first field (dotted path) whose text holds a control character. */
export function rejectControlCharacters(value: unknown, field = 'request', depth = 0): void {
  if (typeof value === 'string') {
    if (CONTROL.test(value)) refuse(field);
    return;
  }
  // Handlers read fields at most a few levels deep and write nothing deeper, so the walk stops there.
  if (value === null || typeof value !== 'object' || depth > 64) return;
  for (const [key, item] of Object.entries(value)) {
    const path = field === 'request' ? key : `${field}.${key}`;
    if (CONTROL.test(key)) refuse(path);
    rejectControlCharacters(item, path, depth + 1);
  }
}

/** A route hook: text in the body, query and path parameters is checked before validation and handlers see it. */
export async function rejectControlCharactersInRequest(request: FastifyRequest): Promise<void> {
  rejectControlCharacters(request.params);
  rejectControlCharacters(request.query);
  rejectControlCharacters(request.body);
}
