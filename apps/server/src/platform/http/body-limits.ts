import type { FastifyInstance } from 'fastify';

/**
 * The largest JSON or form body each family of routes reads. Files are sent as multipart and
 * capped by their route's own file size (`@fastify/multipart` `fileSize`), not by these.
 */
export const BODY_LIMITS = {
  /** The dashboard's and the API's JSON: an agent document with its flow and prompts is the largest. */
  api: 1024 * 1024,
  /** What anyone may send: the widget's calls from any site (a message, a lead form) and signing in or up. */
  public: 64 * 1024,
  /** Provider deliveries read whole for their signature: Meta batches many events into one delivery. */
  webhook: 2 * 1024 * 1024,
} as const;

// The widget's API lives under /public/; signing in and up under these.
const PUBLIC_FAMILY = [/\/public\//, /^\/api\/auth\//, /^\/api\/client-auth\//];

/**
 * Gives every route registered from here on its family's body limit, unless it sets its own
 * `bodyLimit`. Webhooks get theirs from the raw-body parser of their scope (`keepRawBody`); the
 * rest read up to `BODY_LIMITS.api`, the server's own limit.
 */
export function registerBodyLimits(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.bodyLimit === undefined && PUBLIC_FAMILY.some((family) => family.test(route.url))) {
      route.bodyLimit = BODY_LIMITS.public;
    }
  });
}
