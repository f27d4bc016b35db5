import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithWorkspace, TEST_DATABASE } from './app.js';
import { openLiveStream } from './live-stream.js';
import { PROCESS_TEST_TIMEOUT_MS, type ServerProcess, startServerProcess } from './server-process.js';

// A visitor's stream is held by one server process; the member who replies may be served by
// another. PostgreSQL's LISTEN/NOTIFY carries the news between them. (PGlite lives inside one
// process, so there is nothing to share there.)
describe.skipIf(TEST_DATABASE !== 'postgres')('two server processes on one PostgreSQL', () => {
  let first: FastifyInstance;
  let second: ServerProcess;
  beforeAll(async () => {
    first = await createTestApp();
    const { na, eu } = first.config.databases.urls;
    second = await startServerProcess({
      DATABASE_URL_NA: na as string,
      DATABASE_URL_EU: eu as string,
      ENCRYPTION_KEY: first.config.encryptionKey as string,
    });
  }, PROCESS_TEST_TIMEOUT_MS);
  afterAll(async () => {
    await second?.stop();
    await first?.close();
  });

  it(
    'a reply sent through process 1 reaches a visitor connected to process 2',
    async () => {
      const owner = await signUpWithWorkspace(first);
      const uid = owner.workspace.uid;
      const agentId = (await owner.client.post(`/api/na/workspaces/${uid}/agents`, { agentName: 'Desk' })).json()
        .agentCreated.ID as string;
      const started = await fetch(`${second.url}/api/na/public/agents/${agentId}/conversations`, { method: 'POST' });
      const chat = (await started.json()) as { conversationId: string; visitorToken: string };
      const live = await openLiveStream(`${second.url}/api/na/public/conversations/${chat.conversationId}/events`, {
        authorization: `Bearer ${chat.visitorToken}`,
      });
      try {
        const conversation = `/api/na/workspaces/${uid}/conversations/${chat.conversationId}`;
        expect((await owner.client.post(`${conversation}/take-over`)).statusCode).toBe(200);
        expect((await live.next()).event).toBe('control');
        expect((await owner.client.post(`${conversation}/replies`, { text: 'Hi, Sam here.' })).statusCode).toBe(201);
        const heard = await live.next();
        expect(heard).toMatchObject({ event: 'message', data: { sender: 'human', content: 'Hi, Sam here.' } });
      } finally {
        live.close();
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
