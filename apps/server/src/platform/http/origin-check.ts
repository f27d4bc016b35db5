import type { FastifyInstance } from 'fastify';
import { CLIENT_SESSION_COOKIE } from '../auth/client-session.js';
import { bearerToken } from '../auth/principals.js';
import { SESSION_COOKIE } from '../auth/sessions.js';
import { AppError } from '../errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated state changes must come from our own pages: the Origin (or, failing
 * that, the Referer) must name the host the request was sent to. Bearer calls carry no
 * ambient credentials and are exempt, as are routes that read no credentials at all and say so
 * with `config: { anyOrigin: true }` (the widget's page-load record, sent from customers' sites).
 */
export function registerOriginCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (bearerToken(request)) return;
    if ((request.routeOptions.config as { anyOrigin?: boolean }).anyOrigin) return;
    const source = request.headers.origin ?? request.headers.referer;
    if (!source) {
      if (request.cookies[SESSION_COOKIE] || request.cookies[CLIENT_SESSION_COOKIE])
        throw new AppError('ORIGIN_MISMATCH', 'This request must come from the dashboard.');
      return;
    }
    if (originOf(source) !== originOf(`${request.protocol}://${request.host}`))
      throw new AppError('ORIGIN_MISMATCH', 'This request must come from the dashboard.');
  });
}

/** Normalised origin (URL drops default ports), or null when `value` is not a URL. */
function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}
