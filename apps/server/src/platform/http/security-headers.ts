import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers on every response. helmet decides the header set; we ask it once at start
 * and then copy the result onto each reply, because building helmet's middleware per request
 * (what the Fastify plugin does) cost a third of a small route's throughput.
 *
 * Pages (the dashboard) get a CSP for a React app; API answers are data and get `default-src 'none'`.
 * Both forbid framing: the dashboard is sent with `frame-ancestors 'none'`.
 */
export function registerSecurityHeaders(app: FastifyInstance, secure: boolean) {
  const common: HelmetOptions = {
    frameguard: { action: 'deny' },
    // `no-referrer` would make browsers send `Origin: null`, which the origin check must refuse.
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: secure,
    crossOriginEmbedderPolicy: false,
  };
  const pageHeaders = headersFrom({
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its theme variables into a style element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
  });
  const apiHeaders = headersFrom({
    ...common,
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') && !request.url.startsWith('/api/docs') ? apiHeaders : pageHeaders);
    done();
  });
}

function headersFrom(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}
