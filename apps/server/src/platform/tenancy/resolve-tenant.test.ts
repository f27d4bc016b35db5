import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, createTestApp, signUpWithWorkspace, TEST_ORIGIN } from '../../../test/app.js';
import { mailOutbox } from '../db/schema/index.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

/** A browser on a host the product does not know, as anyone can claim in a Host header. */
const onUnknownHost = () => {
  const client = browser(app);
  const headers = { host: 'unknown.example', origin: 'http://unknown.example' };
  return {
    get: (url: string) => client.request({ method: 'GET', url, headers }),
    post: (url: string, payload: object) => client.request({ method: 'POST', url, payload, headers }),
  };
};

describe('the tenant of a request', () => {
  it("is the product on its own address when the host is unknown: a reset link never follows a request's Host", async () => {
    const { email } = await signUpWithWorkspace(app);
    expect((await onUnknownHost().post('/api/auth/password/forgot', { email })).statusCode).toBe(200);
    const [mail] = await app.regions
      .global()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail?.text).toContain(`\n${TEST_ORIGIN}/reset-password?token=`);
  });

  it("gives the dashboard the embed code's script address on the tenant's origin, whatever the Host", async () => {
    const owner = await signUpWithWorkspace(app);
    const created = await owner.client.post(`/api/na/workspaces/${owner.workspace.uid}/agents`, { agentName: 'Embed' });
    const agentId = created.json().agentCreated.ID as string;
    const res = await owner.client.request({
      method: 'GET',
      url: `/api/na/v2/agents/${agentId}`,
      headers: { host: 'unknown.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().widgetScriptUrl).toBe(`${TEST_ORIGIN}/widget/loader.js`);
  });
});
