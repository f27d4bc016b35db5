import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EventDelivery, WorkspaceEventType } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, joinWorkspace, signUpWithWorkspace } from '../../../test/app.js';
import { type Handler, startLocalServer } from '../../../test/local-http-server.js';
import { mailOutbox } from '../../platform/db/schema/index.js';

interface Received {
  path: string;
  headers: Parameters<Handler>[0]['headers'];
  body: string;
}

// A receiver on this machine: `/ok/...` takes every event, `/fail/...` refuses every one.
const received: Received[] = [];
let receiver: Awaited<ReturnType<typeof startLocalServer>>['server'];
let base = '';
let app: FastifyInstance;

beforeAll(async () => {
  const started = await startLocalServer((req, res, body) => {
    received.push({ path: req.url ?? '', headers: req.headers, body });
    res.statusCode = req.url?.startsWith('/fail') ? 500 : 200;
    res.end('ok');
  });
  receiver = started.server;
  base = `http://127.0.0.1:${started.port}`;
  app = await createTestApp({
    EGRESS_ALLOW: `127.0.0.1:${started.port}`,
    // Retries follow at once and workers ask every half second, so a whole retry plan ends within a test.
    EVENT_RETRY_SECONDS: '0,0',
  });
});
afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

type Owner = Awaited<ReturnType<typeof signUpWithWorkspace>>;
const url = (owner: Owner, path: string) => `/api/na/workspaces/${owner.workspace.uid}${path}`;
const setEvents = (owner: Owner, endpoint: string, subscribedEvents: WorkspaceEventType[]) =>
  owner.client.put(url(owner, '/event-settings'), { endpoint, subscribedEvents });
const deliveries = async (owner: Owner): Promise<EventDelivery[]> =>
  (await owner.client.get(url(owner, '/event-deliveries'))).json().deliveries;
const createAgent = async (owner: Owner, agentName: string): Promise<string> =>
  (await owner.client.post(url(owner, '/agents'), { agentName })).json().agentCreated.ID;
const receivedAt = (path: string) => received.filter((request) => request.path === path);
const mailsTo = (email: string) => app.regions.global().select().from(mailOutbox).where(eq(mailOutbox.to, email));
const secretOf = async (owner: Owner): Promise<string> =>
  (await owner.client.get(url(owner, '/secret'))).json().workspaceSecret;

/** What a receiver does with the documented headers: recompute the signature and compare. */
function verifies(request: Received, secret: string): boolean {
  const timestamp = request.headers['x-event-timestamp'];
  const signature = String(request.headers['x-event-signature'] ?? '');
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${request.body}`).digest('hex')}`;
  return signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
}

describe('the event notifier', () => {
  it('posts subscribed events signed with the workspace secret, and nothing for other types', async () => {
    const owner = await signUpWithWorkspace(app);
    const path = `/ok/${owner.workspace.uid}`;
    expect((await setEvents(owner, `${base}${path}`, ['new_agent_created'])).statusCode).toBe(200);

    const firstId = await createAgent(owner, 'Front desk');
    // A lead is not subscribed: no delivery is logged for it.
    const chat = (await app.inject({ method: 'POST', url: `/api/na/public/agents/${firstId}/conversations` })).json();
    const lead = await app.inject({
      method: 'POST',
      url: `/api/na/public/conversations/${chat.conversationId}/leads`,
      headers: { authorization: `Bearer ${chat.visitorToken}` },
      payload: { email: 'visitor@example.com' },
    });
    expect(lead.statusCode).toBe(201);
    const secondId = await createAgent(owner, 'Night shift');

    await vi.waitFor(() => expect(receivedAt(path)).toHaveLength(2), { timeout: 20_000 });
    const secret = await secretOf(owner);
    const bodies = receivedAt(path).map((request) => {
      expect(verifies(request, secret)).toBe(true);
      expect(request.headers['content-type']).toBe('application/json');
      return JSON.parse(request.body);
    });
    expect(bodies.map((body) => body.payload.agentId).sort()).toEqual([firstId, secondId].sort());
    for (const body of bodies) {
      expect(body).toMatchObject({
        type: 'new_agent_created',
        payload: { workspaceSecret: secret, createdAt: expect.any(String) },
      });
    }
    // The same body with another secret does not verify.
    expect(verifies(receivedAt(path)[0]!, `${secret}x`)).toBe(false);

    const logged = await deliveries(owner);
    expect(logged.map((delivery) => delivery.type)).toEqual(['new_agent_created', 'new_agent_created']);
    await vi.waitFor(
      async () => expect((await deliveries(owner)).map((d) => d.status)).toEqual(['delivered', 'delivered']),
      {
        timeout: 20_000,
      },
    );
    // The log shows the payload without the secret.
    expect(JSON.stringify(await deliveries(owner))).not.toContain(secret);
  });

  it('sends a new lead when subscribed', async () => {
    const owner = await signUpWithWorkspace(app);
    const agentId = await createAgent(owner, 'Sales');
    const path = `/ok/leads-${owner.workspace.uid}`;
    await setEvents(owner, `${base}${path}`, ['lead_created']);
    const chat = (await app.inject({ method: 'POST', url: `/api/na/public/agents/${agentId}/conversations` })).json();
    const submit = (payload: object) =>
      app.inject({
        method: 'POST',
        url: `/api/na/public/conversations/${chat.conversationId}/leads`,
        headers: { authorization: `Bearer ${chat.visitorToken}` },
        payload,
      });
    await submit({ email: 'ada@example.com' });
    // Details given again update the same lead: no second event.
    await submit({ name: 'Ada' });
    await vi.waitFor(() => expect(receivedAt(path)).toHaveLength(1), { timeout: 20_000 });
    expect(JSON.parse(receivedAt(path)[0]!.body)).toMatchObject({
      type: 'lead_created',
      payload: { agentId, conversationId: chat.conversationId, email: 'ada@example.com' },
    });
    expect(await deliveries(owner)).toHaveLength(1);
  });

  it('retries a failing receiver, emails the workspace after the last try, and a replay sends it again', async () => {
    const owner = await signUpWithWorkspace(app);
    const failing = `/fail/${owner.workspace.uid}`;
    await setEvents(owner, `${base}${failing}`, ['new_agent_created']);
    const agentId = await createAgent(owner, 'Unlucky');

    // The email comes after the last attempt is logged.
    await vi.waitFor(
      async () =>
        expect((await mailsTo(owner.email)).map((mail) => mail.subject)).toContain(
          'Event delivery failed: New agent created',
        ),
      { timeout: 30_000 },
    );
    expect(receivedAt(failing)).toHaveLength(3);
    const [failed] = await deliveries(owner);
    expect(failed).toMatchObject({
      type: 'new_agent_created',
      status: 'failed',
      attempts: 3,
      maxAttempts: 3,
      lastError: 'The endpoint answered with status 500 instead of accepting the event.',
      deliveredAt: null,
    });
    const mail = (await mailsTo(owner.email)).find((m) => m.subject.startsWith('Event delivery failed'));
    expect(mail?.text).toContain(`${base}${failing}`);
    expect(mail?.text).toContain('/events');

    const fixed = `/ok/replay-${owner.workspace.uid}`;
    await setEvents(owner, `${base}${fixed}`, ['new_agent_created']);
    const replay = await owner.client.post(url(owner, `/event-deliveries/${failed!.id}/replay`));
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toMatchObject({ replayOf: failed!.id, status: 'pending', endpoint: `${base}${fixed}` });

    await vi.waitFor(() => expect(receivedAt(fixed)).toHaveLength(1), { timeout: 20_000 });
    const resent = receivedAt(fixed)[0]!;
    expect(verifies(resent, await secretOf(owner))).toBe(true);
    expect(resent.headers['x-event-id']).toBe(receivedAt(failing)[0]!.headers['x-event-id']);
    expect(JSON.parse(resent.body).payload).toEqual(JSON.parse(receivedAt(failing)[0]!.body).payload);
    expect(JSON.parse(resent.body).payload.agentId).toBe(agentId);
    await vi.waitFor(
      async () =>
        expect((await deliveries(owner)).map((d) => [d.id === failed!.id ? 'original' : 'replay', d.status])).toEqual([
          ['replay', 'delivered'],
          ['original', 'failed'],
        ]),
      { timeout: 20_000 },
    );
  });

  it("keeps each workspace's deliveries its own, and settings and replays for those who manage the workspace", async () => {
    const a = await signUpWithWorkspace(app);
    const b = await signUpWithWorkspace(app);
    await setEvents(a, `${base}/ok/isolation-${a.workspace.uid}`, ['new_agent_created']);
    await createAgent(a, 'Private');
    const [delivery] = await deliveries(a);
    const aDelivery = url(a, `/event-deliveries/${delivery!.id}/replay`);

    expect((await b.client.get(url(a, '/event-deliveries'))).statusCode).toBe(404);
    expect((await b.client.post(aDelivery)).statusCode).toBe(404);
    // B's own workspace does not reach A's delivery either.
    expect((await b.client.post(url(b, `/event-deliveries/${delivery!.id}/replay`))).statusCode).toBe(404);

    const member = await joinWorkspace(app, a.workspace.uid, 'member');
    expect((await member.client.get(url(a, '/event-deliveries'))).json().deliveries).toHaveLength(1);
    const refused = await member.client.post(aDelivery);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe("You do not have permission to change this workspace's settings.");
    expect(
      (await member.client.put(url(a, '/event-settings'), { endpoint: '', subscribedEvents: [] })).statusCode,
    ).toBe(403);
    expect((await deliveries(a)).length).toBe(1);
  });

  it('refuses an endpoint that is not a web address, in words', async () => {
    const owner = await signUpWithWorkspace(app);
    const res = await setEvents(owner, 'ftp://example.com/events', ['lead_created']);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please enter a valid URL starting with http:// or https://');
    expect((await owner.client.get(url(owner, '/event-settings'))).json()).toEqual({
      endpoint: '',
      subscribedEvents: [],
    });
  });
});

describe('the workspace logs', () => {
  it('writes a log at the spec’s path, lists it on the Events page, and emails it when asked', async () => {
    const owner = await signUpWithWorkspace(app);
    const write = (body: object) => owner.client.post(`/api/na/workspace/${owner.workspace.uid}/logs`, body);
    const quiet = await write({
      userId: owner.workspace.uid,
      agentId: 'agent123',
      type: 'whatsapp',
      content: 'Number connected',
      channel: 'whatsapp',
      metadata: { phoneId: '1000' },
      region: 'na',
    });
    expect(quiet.statusCode).toBe(201);
    const loud = await write({ type: 'error', content: 'The bot token was refused', withEmail: true });
    expect(loud.statusCode).toBe(201);

    const { logs } = (await owner.client.get(url(owner, '/logs'))).json();
    expect(logs).toMatchObject([
      { type: 'error', content: 'The bot token was refused', withEmail: true, agentId: null },
      { type: 'whatsapp', content: 'Number connected', agentId: 'agent123', metadata: { phoneId: '1000' } },
    ]);
    const mails = await mailsTo(owner.email);
    expect(mails.map((mail) => mail.text).filter((text) => text.includes('The bot token was refused'))).toHaveLength(1);
    expect(mails.some((mail) => mail.text.includes('Number connected'))).toBe(false);

    const other = await signUpWithWorkspace(app);
    expect((await other.client.get(url(owner, '/logs'))).statusCode).toBe(404);
    expect(
      (await other.client.post(`/api/na/workspace/${owner.workspace.uid}/logs`, { type: 'x', content: 'y' }))
        .statusCode,
    ).toBe(404);
  });
});
