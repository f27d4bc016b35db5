import { cleanFreeText } from '@agent-platform/core';
import type { FastifyInstance } from 'fastify';
import { BODY_LIMITS } from './body-limits.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as it arrived, on routes registered after `keepRawBody` (webhook signatures are over these bytes). */
    rawBody?: Buffer;
  }
}

/**
 * Within the calling plugin's scope, JSON and form bodies are parsed from a kept copy of their
 * bytes, so a webhook's signature is checked on the raw body, never on a re-serialised one.
 * Form bodies become a plain object of their fields (Twilio posts forms). A provider's text is
 * made storable in the parsed body (NUL dropped, broken characters replaced) and kept as sent in
 * `rawBody`: the delivery is taken, and its signature still checks.
 */
export function keepRawBody(app: FastifyInstance): void {
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: BODY_LIMITS.webhook },
    (request, body, done) => {
      const raw = body as Buffer;
      request.rawBody = raw;
      if (raw.length === 0) return done(null, undefined);
      try {
        done(null, cleanDeliveredText(JSON.parse(raw.toString('utf8'))));
      } catch {
        const error = Object.assign(new Error('The body is not valid JSON.'), { statusCode: 400 });
        done(error, undefined);
      }
    },
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer', bodyLimit: BODY_LIMITS.webhook },
    (request, body, done) => {
      const raw = body as Buffer;
      request.rawBody = raw;
      done(null, cleanDeliveredText(Object.fromEntries(new URLSearchParams(raw.toString('utf8')))));
    },
  );
}

/** `value` with every string and key cleaned by `cleanFreeText`, in place; walked with a stack, as bodies may nest deeply. */
function cleanDeliveredText(value: unknown): unknown {
  if (typeof value === 'string') return cleanFreeText(value);
  const stack: object[] = value !== null && typeof value === 'object' ? [value] : [];
  while (stack.length > 0) {
    const container = stack.pop() as Record<string, unknown>;
    for (const key of Object.keys(container)) {
      const item = container[key];
      if (item !== null && typeof item === 'object') stack.push(item);
      const cleanKey = cleanFreeText(key);
      const cleanItem = typeof item === 'string' ? cleanFreeText(item) : item;
      if (cleanKey === key && cleanItem === item) continue;
      delete container[key];
      // Defined, not assigned: a key such as __proto__ stays a plain field.
      Object.defineProperty(container, cleanKey, {
        value: cleanItem,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  }
  return value;
}
