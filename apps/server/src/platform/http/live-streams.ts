import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live event streams open on this server, which shutting down ends. */
    liveStreams: LiveStreams;
  }
}

export interface LiveStreams {
  /** Keeps `end` to call at shutdown; the returned function forgets it (the stream closed). */
  add(end: () => void): () => void;
}

/**
 * A live stream never ends by itself, and the server waits for every open request before it
 * closes: so shutting down ends them first, and their clients follow again through the proxy,
 * to a process still running.
 */
export function registerLiveStreams(app: FastifyInstance): void {
  const open = new Set<() => void>();
  app.decorate('liveStreams', {
    add(end) {
      open.add(end);
      return () => open.delete(end);
    },
  });
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
}
