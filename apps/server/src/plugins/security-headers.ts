// The security headers of every answer, by helmet. They are the same for every answer, so helmet's
// middleware is made once: @fastify/helmet made it again for every request, about 2 % of the server's
// time under the checkout benchmark (issue 18).
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { APP_LOADER_SOURCE } from './app-files';

/**
 * No inline script but a drawn page's loader of the app's files, allowed by its hash (decision 0087);
 * styles may be inline (a drawn page carries its rules, decision 0063).
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", APP_LOADER_SOURCE],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/** An onRequest hook that sets the headers; HSTS only where TLS is in front (production). */
export function securityHeaders({ hsts }: { hsts: boolean }) {
  const apply = helmet({
    contentSecurityPolicy: { directives: CONTENT_SECURITY_POLICY },
    strictTransportSecurity: hsts,
  });
  return (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    apply(request.raw, reply.raw, (error?: unknown) => {
      done(error instanceof Error ? error : undefined);
    });
  };
}
