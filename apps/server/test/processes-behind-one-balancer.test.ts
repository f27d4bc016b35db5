import { request as httpRequest } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, createTestApp, signUpWithWorkspace, TEST_ORIGIN, uniqueEmail } from './app.js';
import { startDnsServer } from './dns-server.js';
import { type LiveStream, openLiveStream } from './live-stream.js';
import { PROCESS_TEST_TIMEOUT_MS, type ServerProcess, startServerProcess } from './server-process.js';

// Low enough to reach in a test, high enough for the other tests' few public requests.
const RATE_LIMIT = 20;
const TARGET = 'agents.balancer.example';

// A load balancer sends each request to any process: what one process counts, verifies or
// streams must hold on the other. (PGlite lives inside one process, so there is nothing to share there.)
describe.skipIf(process.env.TEST_DATABASE !== 'postgres')('two server processes behind one load balancer', () => {
  let dns: Awaited<ReturnType<typeof startDnsServer>>;
  let first: FastifyInstance;
  let second: ServerProcess;
  beforeAll(async () => {
    dns = await startDnsServer();
    first = await createTestApp({
      PUBLIC_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      DNS_SERVERS: dns.address,
      AGENCY_DOMAIN_CNAME_TARGET: TARGET,
    });
    const { na, eu } = first.config.databases.urls;
    second = await startServerProcess({
      DATABASE_URL_NA: na as string,
      DATABASE_URL_EU: eu as string,
      ENCRYPTION_KEY: first.config.encryptionKey as string,
      PUBLIC_URL: TEST_ORIGIN,
      PUBLIC_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      // Open visitor streams do not hold a stopping process for long.
      SHUTDOWN_GRACE_MS: '2000',
    });
  }, PROCESS_TEST_TIMEOUT_MS);
  afterAll(async () => {
    await second?.stop();
    await first?.close();
    dns?.close();
  });

  async function ownerWithAgent() {
    const owner = await signUpWithWorkspace(first);
    const uid = owner.workspace.uid;
    const created = await owner.client.post(`/api/na/workspaces/${uid}/agents`, { agentName: 'Desk' });
    return { ...owner, uid, agentId: created.json().agentCreated.ID as string };
  }

  it(
    'counts a client’s public requests on both processes against one limit',
    async () => {
      const { agentId } = await ownerWithAgent();
      const path = `/api/na/public/agents/${agentId}`;
      const onFirst = async () => (await first.inject({ url: path, remoteAddress: '127.0.0.1' })).statusCode;
      const onSecond = async () => (await fetch(`${second.url}${path}`)).status;
      const answers: number[] = [];
      for (let i = 0; i < RATE_LIMIT; i++) answers.push(await (i % 2 === 0 ? onFirst() : onSecond()));
      expect(answers).toEqual(Array(RATE_LIMIT).fill(200));
      expect(await onSecond()).toBe(429);
      expect(await onFirst()).toBe(429);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'counts failed logins on both processes against one limit',
    async () => {
      const email = uniqueEmail('guessed');
      const body = JSON.stringify({ email, password: 'not the password' });
      const onFirst = async () =>
        (await browser(first, '10.9.0.1').post('/api/auth/login', { email, password: 'not the password' })).statusCode;
      const onSecond = async () =>
        (
          await fetch(`${second.url}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: second.url },
            body,
          })
        ).status;
      const answers: number[] = [];
      for (let i = 0; i < 10; i++) answers.push(await (i % 2 === 0 ? onFirst() : onSecond()));
      expect(answers).toEqual(Array(10).fill(401));
      expect(await onSecond()).toBe(429);
      expect(await onFirst()).toBe(429);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'serves on one process a custom domain verified through the other',
    async () => {
      const domain = 'chat.balancer.localhost';
      const owner = await ownerWithAgent();
      const domains = `/api/na/workspaces/${owner.uid}/agency/domains`;
      const scriptOnSecond = () => widgetScriptOn(second.url, domain, owner.agentId, owner.client.cookie as string);
      expect(
        (await owner.client.post(`/api/na/workspaces/${owner.workspace.uid}/agency/whitelabel-trial`)).statusCode,
      ).toBe(200);
      const saved = (await owner.client.put(`${domains}/custom`, { domain })).json();
      expect(saved.status).toBe('pending');
      const askSecond = async () => (await fetch(`${second.url}/api/tls/ask?domain=${domain}`)).status;
      // The second process has already been asked, and keeps its answer.
      expect(await askSecond()).toBe(404);
      expect(await scriptOnSecond()).toBe(`${TEST_ORIGIN}/widget/loader.js`);

      dns.publish(`_domain-verification.${domain}`, 'TXT', [saved.records[1].value]);
      dns.publish(domain, 'CNAME', [TARGET]);
      expect((await owner.client.post(`${domains}/custom/check`)).json().status).toBe('verified');

      await expect.poll(askSecond).toBe(200);
      expect(new URL(await scriptOnSecond()).hostname).toBe(domain);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'loses no member reply when the process the visitor is connected to restarts',
    async () => {
      const owner = await ownerWithAgent();
      const started = await fetch(`${second.url}/api/na/public/agents/${owner.agentId}/conversations`, {
        method: 'POST',
      });
      const chat = (await started.json()) as { conversationId: string; visitorToken: string };
      const conversation = `/api/na/workspaces/${owner.uid}/conversations/${chat.conversationId}`;
      expect((await owner.client.post(`${conversation}/take-over`)).statusCode).toBe(200);

      // The visitor follows from where the chat's history ends, on the second process, as the widget does.
      const history = await fetch(`${second.url}/api/na/public/conversations/${chat.conversationId}/messages`, {
        headers: { authorization: `Bearer ${chat.visitorToken}` },
      });
      const { messages } = (await history.json()) as { messages: { id?: number }[] };
      const heard: string[] = [];
      let lastId = Math.max(0, ...messages.map((message) => message.id ?? 0));
      const follow = async (base: string) => {
        const live = await openLiveStream(`${base}/api/na/public/conversations/${chat.conversationId}/events`, {
          authorization: `Bearer ${chat.visitorToken}`,
          'last-event-id': String(lastId),
        });
        return live;
      };
      const take = async (live: LiveStream, until: () => boolean) => {
        while (!until()) {
          const event = await Promise.race([live.next(), live.ended.then(() => null)]);
          if (!event) return 'ended';
          if (event.event !== 'message') continue;
          heard.push(event.data.content as string);
          lastId = Number(event.id);
        }
        return 'done';
      };

      const sent: string[] = [];
      const replyAll = async (from: number, to: number) => {
        for (let i = from; i <= to; i++) {
          const text = `Reply ${i}`;
          const reply = await owner.client.post(`${conversation}/replies`, { text });
          expect(reply.statusCode).toBe(201);
          sent.push(text);
        }
      };

      const onSecond = await follow(second.url);
      await replyAll(1, 5);
      expect(await take(onSecond, () => heard.length >= 5)).toBe('done');
      // The second process restarts while the member goes on replying through the first: some
      // replies are stored while it stops, more once it is gone.
      const stopping = second.stop();
      await replyAll(6, 15);
      expect(await take(onSecond, () => false)).toBe('ended');
      await stopping;
      await replyAll(16, 30);

      // The visitor's chat reconnects, and the load balancer sends it to the first process.
      const onFirst = await follow(await first.listen({ port: 0, host: '127.0.0.1' }));
      try {
        // One reply more, live: once it is heard, every earlier one would have come before it.
        await replyAll(31, 31);
        expect(await take(onFirst, () => heard.at(-1) === 'Reply 31')).toBe('done');
      } finally {
        onFirst.close();
      }
      expect(heard).toEqual(sent);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});

/** The widget script address the server hands out for a request to `host`: built on that host's tenant. */
async function widgetScriptOn(base: string, host: string, agentId: string, cookie: string): Promise<string> {
  const body = await new Promise<string>((resolve, reject) => {
    // Node's http, not fetch: fetch sends the address's host instead of the agency's.
    httpRequest(new URL(`/api/na/v2/agents/${agentId}`, base), { headers: { host, cookie } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve(text));
    })
      .on('error', reject)
      .end();
  });
  return (JSON.parse(body) as { widgetScriptUrl: string }).widgetScriptUrl;
}
