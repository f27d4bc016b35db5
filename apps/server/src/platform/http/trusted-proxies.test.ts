import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithWorkspace, uniqueEmail } from '../../../test/app.js';

/** The proxy in front, as the server sees its socket. */
const PROXY = '127.0.0.1';
const CLIENT = '198.51.100.7';
const OTHER_CLIENT = '198.51.100.8';

let spoofs = 0;
/** What an appending proxy forwards: whatever the client wrote first, then the address it saw. */
const forwardedFor = (client: string) => `203.0.113.${++spoofs % 250}, ${client}`;

const pageLoad = (server: FastifyInstance, agentId: string, client: string) =>
  server.inject({
    method: 'POST',
    url: `/api/na/agents/${agentId}/analytics`,
    headers: { 'content-type': 'text/plain', 'x-forwarded-for': forwardedFor(client) },
    payload: JSON.stringify({ record: 'loads' }),
    remoteAddress: PROXY,
  });

const wrongPassword = (server: FastifyInstance, client: string) =>
  server.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { origin: 'http://localhost:80', host: 'localhost:80', 'x-forwarded-for': forwardedFor(client) },
    payload: { email: uniqueEmail('guess'), password: 'not the password' },
    remoteAddress: PROXY,
  });

// `true` is read as one hop; a range holding the proxy trusts it alone.
// One app per setting: the widget and login limits count apart, and each test's clients are its own.
describe.each(['1', 'true', '127.0.0.0/8'])('behind one appending proxy (TRUST_PROXY=%s)', (trustProxy) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: trustProxy, PUBLIC_RATE_LIMIT_PER_MINUTE: '2' });
  });
  afterAll(() => app.close());

  it('counts a client against the per-address widget limit whatever first hop it writes', async () => {
    const owner = await signUpWithWorkspace(app);
    const created = await owner.client.post(`/api/na/workspaces/${owner.workspace.uid}/agents`, {
      agentName: 'Front desk',
    });
    const agentId = created.json().agentCreated.ID as string;

    expect((await pageLoad(app, agentId, CLIENT)).statusCode).toBe(200);
    expect((await pageLoad(app, agentId, CLIENT)).statusCode).toBe(200);
    expect((await pageLoad(app, agentId, CLIENT)).statusCode).toBe(429);
    // The proxy's own address is not what is counted: another client behind it is still served.
    expect((await pageLoad(app, agentId, OTHER_CLIENT)).statusCode).toBe(200);
  });

  it('counts a client against the login limit whatever first hop it writes', async () => {
    for (let i = 0; i < 10; i++) expect((await wrongPassword(app, CLIENT)).statusCode).toBe(401);
    expect((await wrongPassword(app, CLIENT)).statusCode).toBe(429);
    expect((await wrongPassword(app, OTHER_CLIENT)).statusCode).toBe(401);
  });
});
