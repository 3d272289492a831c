import type { FastifyReply } from 'fastify';

/** Adds a request header to the answer's Vary, keeping those already named (CORS names Origin when origins are configured). */
export function addVary(reply: FastifyReply, name: string): void {
  const named = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (!named.some((item) => item.toLowerCase() === name.toLowerCase())) named.push(name);
  reply.header('vary', named.join(', '));
}
