import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithWorkspace, TEST_DATABASE } from './app.js';

// Several processes on one PostgreSQL server: what one process ends, the others stop honouring.
// (PGlite lives inside one process, so there is nothing to share there.)
describe.skipIf(TEST_DATABASE !== 'postgres')('two processes on the same databases', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await createTestApp();
    const { na, eu } = first.config.databases.urls;
    second = await createTestApp({
      DATABASE_URL_NA: na as string,
      DATABASE_URL_EU: eu as string,
      ENCRYPTION_KEY: first.config.encryptionKey as string,
    });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('a logout on one process ends the session on the other', async () => {
    const { client, workspace } = await signUpWithWorkspace(first);
    const cookie = client.cookie as string;
    const asSeenBySecond = () =>
      second.inject({ url: `/api/na/workspaces/${workspace.uid}/agents`, headers: { cookie } });
    expect((await asSeenBySecond()).statusCode).toBe(200);
    expect((await client.post('/api/auth/logout')).statusCode).toBe(204);
    await expect.poll(async () => (await asSeenBySecond()).statusCode).toBe(401);
  });
});
