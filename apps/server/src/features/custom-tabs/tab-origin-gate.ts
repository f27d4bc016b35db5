import { CUSTOM_TAB_PAGE_PREFIX } from '@agent-platform/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { noRouteBody } from '../../platform/errors.js';

/**
 * Keeps the tab origin and the dashboard apart: on the tab origin's host only tab pages answer (no
 * dashboard, no API, so no session cookie is ever set or read there, and the host is never looked
 * up as an agency's domain); elsewhere tab pages do not answer, so agency scripts never run on the
 * dashboard's origin. Registered before every route, as an onRequest hook.
 */
export function registerTabOriginGate(app: FastifyInstance, tabOrigin: string) {
  const tabHost = new URL(tabOrigin).host;
  app.addHook('onRequest', (request, reply, done) => {
    const onTabOrigin = hostOf(request) === tabHost;
    const tabPage = request.url.startsWith(CUSTOM_TAB_PAGE_PREFIX) && ['GET', 'HEAD'].includes(request.method);
    if (onTabOrigin !== tabPage) {
      reply.code(404).send(noRouteBody(request.method, request.url));
      return;
    }
    done();
  });
}

/** The request's host and port as a URL writes it (a scheme's own port left out), lowercased. */
function hostOf(request: FastifyRequest): string | undefined {
  try {
    return new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    return undefined;
  }
}
