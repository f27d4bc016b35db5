import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { noRouteBody } from '../errors.js';
import { renderDashboardHtml } from './render-dashboard-html.js';
import { resolveTenant } from './tenant.js';

/** Addresses that are never a dashboard page: the API, the development tools and the widget files. */
const NOT_A_PAGE = /^\/(api|dev|widget)(\/|$)/;

/**
 * The dashboard build's files at `/`, as built. Returns its page, read once at start (the build
 * does not change while the server runs); undefined when there is no build. Registered before the
 * route access rule: these are files, not the product's routes.
 */
export async function serveDashboardFiles(app: FastifyInstance, webDist: string): Promise<string | undefined> {
  const page = readBuiltPage(path.join(webDist, 'index.html'));
  if (page === undefined) {
    app.log.warn(`no dashboard build at ${webDist}; run npm run build`);
    return undefined;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    // The page itself is only ever sent rendered, under its own address too.
    allowedPath: (pathname) => pathname !== '/index.html',
  });
  return page;
}

/**
 * The dashboard's page, rendered per request for the request's tenant, at every page address (SPA
 * fallback). This is the app's one not-found handler: page addresses get the dashboard, everything
 * else a JSON 404, as does every address when there is no build.
 */
export function serveDashboardPages(app: FastifyInstance, page: string | undefined) {
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' && !NOT_A_PAGE.test(request.url);
    if (wantsPage && page !== undefined) {
      const html = renderDashboardHtml(page, await resolveTenant(request), request.url);
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    return reply.status(404).send(noRouteBody(request.method, request.url));
  });
}

function readBuiltPage(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
