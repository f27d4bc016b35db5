import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fromThisMachine } from '../../platform/http/from-this-machine.js';
import { listMailbox, renderMailboxPage } from './list-mailbox.js';

const ZMailbox = z.object({
  messages: z.array(
    z.object({
      id: z.number(),
      /** null: MAIL_FROM. */
      from: z.string().nullable(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string().nullable(),
      transport: z.string(),
      error: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});

/**
 * Registered outside production only: the embedded email default's inbox. It holds login codes
 * and reset links, so it answers only on this machine, whatever the proxy says.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.regions.global();
  app.addHook('onRequest', async (request, reply) => {
    if (!fromThisMachine(request)) return reply.callNotFound();
  });
  app.get(
    '/mailbox.json',
    {
      config: { access: { public: 'outside production only, and answers only on this machine (loopback address)' } },
      schema: { tags: ['dev'], response: { 200: ZMailbox } },
    },
    async () => ({
      messages: await listMailbox(db),
    }),
  );
  app.get(
    '/mailbox',
    {
      config: { access: { public: 'outside production only, and answers only on this machine (loopback address)' } },
      schema: { hide: true },
    },
    async (_request, reply) => reply.type('text/html; charset=utf-8').send(renderMailboxPage(await listMailbox(db))),
  );
};
