import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { contentSecurityPolicy as cspMiddleware, type HelmetOptions } from 'helmet';
import type { Config } from '../config';
import { contentSecurityPolicy } from './content-security-policy';
import type { CspNonces } from './render-messages';

type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: Error) => void) => void;

const ignore = () => undefined;

/**
 * Helmet's headers on every response. The middleware is built once: answers that draw no page carry
 * the policy as it is, and only a page drawn here asks for nonces (withPageNonces), so the API's hot
 * paths never build a policy per request (@fastify/helmet built the whole of helmet per request).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const policy = contentSecurityPolicy(config);
  const options: HelmetOptions = {
    contentSecurityPolicy: policy,
    strictTransportSecurity: config.servedOverHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The shop's own pages may tell another site where a shopper came from, but never the full address.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The same answer as frame-ancestors 'none', for browsers that predate it.
    xFrameOptions: { action: 'deny' },
  };
  const everyResponse = helmet(options) as Middleware;
  app.addHook('onRequest', (request, reply, done) => everyResponse(request.raw, reply.raw, done));

  app.decorateReply('withPageNonces', function (this: FastifyReply): CspNonces {
    const nonces = { script: randomBytes(16).toString('hex'), style: randomBytes(16).toString('hex') };
    const { directives } = policy;
    const withNonces = cspMiddleware({
      useDefaults: false,
      directives: {
        ...directives,
        scriptSrc: [...directives.scriptSrc, `'nonce-${nonces.script}'`],
        styleSrc: [...directives.styleSrc, `'nonce-${nonces.style}'`],
      },
    }) as Middleware;
    withNonces(this.request.raw, this.raw, ignore);
    return nonces;
  });
}

/**
 * Lets a page on any other site embed this answer (Cross-Origin-Resource-Policy: cross-origin) where
 * helmet's default says same-origin: the pictures and the public catalogue reads. Reading an answer
 * from script still takes CORS (CORS_ORIGINS).
 */
export function readableFromAnyOrigin(reply: FastifyReply): void {
  reply.header('cross-origin-resource-policy', 'cross-origin');
}

declare module 'fastify' {
  interface FastifyReply {
    /** New CSP nonces for the page this reply draws, with the policy header that allows them. */
    withPageNonces(): CspNonces;
  }
}
