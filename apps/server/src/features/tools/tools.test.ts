import { ZTool, ZToolTestResult } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithWorkspace } from '../../../test/app.js';
import { type Handler, startLocalServer } from '../../../test/local-http-server.js';
import { tools } from '../../platform/db/schema/index.js';

const SECRET = 'tool-secret-abcd9876';

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: Parameters<Handler>[0]['headers'];
  body: string;
}

let app: FastifyInstance;
let toolServer: Awaited<ReturnType<typeof startLocalServer>>;
const received: Received[] = [];
let toolUrl: string;
beforeAll(async () => {
  toolServer = await startLocalServer((req, res, body) => {
    received.push({ method: req.method, url: req.url, headers: req.headers, body });
    res.writeHead(200, { 'content-type': 'application/json', 'x-noise': 'hidden' });
    res.end(JSON.stringify({ forecast: 'sunny', padding: 'x'.repeat(5000) }));
  });
  toolUrl = `http://127.0.0.1:${toolServer.port}/weather`;
  app = await createTestApp({ EGRESS_ALLOW: `127.0.0.1:${toolServer.port}` });
});
afterAll(async () => {
  await app.close();
  toolServer.server.close();
});

async function owner() {
  const signedUp = await signUpWithWorkspace(app);
  const base = `/api/na/workspaces/${signedUp.workspace.uid}/tools`;
  const { client } = signedUp;
  return {
    ...signedUp,
    base,
    create: (body: unknown) => client.post(base, body),
    list: async () => (await client.get(base)).json().tools,
    get: (id: string) => client.get(`${base}/${id}`),
    patch: (id: string, body: unknown) =>
      client.request({ method: 'PATCH', url: `${base}/${id}`, payload: body as object }),
    remove: (id: string) => client.request({ method: 'DELETE', url: `${base}/${id}` }),
    test: (id: string, args: object) => client.post(`${base}/${id}/test`, { arguments: args }),
  };
}

const weatherTool = () => ({
  name: 'get_weather',
  description: 'Looks up the weather of a city.',
  imageUrl: 'https://cdn.example.com/sun.png',
  serverUrl: toolUrl,
  serverUrlSecret: SECRET,
  fields: [
    { in: 'query', key: 'city', type: 'string', description: 'The city', required: true },
    { in: 'body', key: 'days', type: 'number', defaultValue: '3' },
    { in: 'header', key: 'X-Plan', type: 'string', value: 'gold' },
  ],
});

describe('tools', () => {
  it('creates, lists, gets, updates and deletes a tool, and never answers with its secret', async () => {
    const me = await owner();
    const bodies: string[] = [];

    const created = await me.create(weatherTool());
    bodies.push(created.body);
    expect(created.statusCode).toBe(201);
    const tool = ZTool.parse(created.json());
    expect(tool).toMatchObject({
      name: 'get_weather',
      description: 'Looks up the weather of a city.',
      imageUrl: 'https://cdn.example.com/sun.png',
      serverUrl: toolUrl,
      hasServerUrlSecret: true,
      serverUrlSecretHint: '9876',
    });
    expect(tool.fields).toHaveLength(3);
    expect(tool.fields[1]).toEqual({
      in: 'body',
      key: 'days',
      type: 'number',
      value: '',
      defaultValue: '3',
      description: '',
      required: false,
      secret: false,
    });

    const listed = await me.client.get(me.base);
    bodies.push(listed.body);
    expect(listed.json().tools).toEqual([tool]);
    const got = await me.get(tool.id);
    bodies.push(got.body);
    expect(got.json()).toEqual(tool);

    // Omitted secret: kept.
    const renamed = await me.patch(tool.id, { name: 'weather-now', fields: [] });
    bodies.push(renamed.body);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'weather-now', fields: [], hasServerUrlSecret: true });
    expect(renamed.json().description).toBe('Looks up the weather of a city.');

    // A short new secret replaces the old one without a hint; null removes it and the image.
    const replaced = await me.patch(tool.id, { serverUrlSecret: 'short' });
    bodies.push(replaced.body);
    expect(replaced.json()).toMatchObject({ hasServerUrlSecret: true, serverUrlSecretHint: null });
    const cleared = await me.patch(tool.id, { serverUrlSecret: null, imageUrl: null });
    bodies.push(cleared.body);
    expect(cleared.json()).toMatchObject({ hasServerUrlSecret: false, serverUrlSecretHint: null, imageUrl: null });

    for (const body of bodies) {
      expect(body).not.toContain(SECRET);
      expect(body).not.toContain('short"');
    }
    const [row] = await app.regions.db('na').select().from(tools).where(eq(tools.id, tool.id));
    expect(row?.serverUrlSecretEncrypted).toBeNull();

    expect((await me.remove(tool.id)).statusCode).toBe(204);
    expect(await me.list()).toEqual([]);
    expect((await me.get(tool.id)).statusCode).toBe(404);
    expect((await me.remove(tool.id)).statusCode).toBe(404);
  });

  it('keeps the secret sealed at rest', async () => {
    const me = await owner();
    const tool = (await me.create(weatherTool())).json();
    const [row] = await app.regions.db('na').select().from(tools).where(eq(tools.id, tool.id));
    expect(row?.serverUrlSecretEncrypted).toBeTruthy();
    expect(row?.serverUrlSecretEncrypted).not.toContain(SECRET);
    expect(app.secretBox.open(row?.serverUrlSecretEncrypted ?? '')).toBe(SECRET);
  });

  it('refuses a malformed tool with a clear message and stores nothing', async () => {
    const me = await owner();
    const cases: [unknown, string][] = [
      [
        { ...weatherTool(), name: 'get weather' },
        'The name may use only letters, digits, _ and -, up to 64 characters.',
      ],
      [{ ...weatherTool(), serverUrl: 'not a url' }, 'The tool server url must be a valid url.'],
      [{ ...weatherTool(), serverUrl: 'file:///etc/passwd' }, 'The tool server url must be a valid url.'],
      [
        {
          ...weatherTool(),
          fields: [
            { in: 'query', key: 'a', type: 'string' },
            { in: 'query', key: 'a', type: 'number' },
          ],
        },
        'Each query field needs its own key: "a" is used twice.',
      ],
      [
        { ...weatherTool(), fields: [{ in: 'body', key: 'n', type: 'number', defaultValue: 'many' }] },
        'The default value of "n" must be a number.',
      ],
      [{ ...weatherTool(), fields: [{ in: 'path', key: 'a', type: 'string' }] }, 'query, body or header'],
      [{ ...weatherTool(), serverUrlSecret: 42 }, 'The secret must be text.'],
    ];
    for (const [body, message] of cases) {
      const answer = await me.create(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.code).toBe('VALIDATION_FAILED');
      expect(answer.json().error.message).toContain(message);
    }
    expect(await me.list()).toEqual([]);

    const tool = (await me.create(weatherTool())).json();
    const badPatch = await me.patch(tool.id, { serverUrl: 'ftp://example.com' });
    expect(badPatch.statusCode).toBe(400);
    expect(badPatch.json().error.message).toContain('The tool server url must be a valid url.');
    expect((await me.get(tool.id)).json().serverUrl).toBe(toolUrl);
  });

  it('refuses a second tool of the same name in a workspace, on create and on rename', async () => {
    const me = await owner();
    const first = (await me.create(weatherTool())).json();
    const again = await me.create(weatherTool());
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'NAME_TAKEN',
      message: 'A tool with this name already exists. Please choose another name.',
    });
    const second = (await me.create({ ...weatherTool(), name: 'other' })).json();
    const rename = await me.patch(second.id, { name: first.name });
    expect(rename.statusCode).toBe(409);
    expect((await me.list()).map((t: { name: string }) => t.name)).toEqual(['get_weather', 'other']);

    // Another workspace may use the name.
    expect((await (await owner()).create(weatherTool())).statusCode).toBe(201);
  });

  it("answers 404 for another workspace's tool and leaves it unchanged", async () => {
    const a = await owner();
    const b = await owner();
    const bTool = (await b.create(weatherTool())).json();
    const asA = (path: string) => path.replace(b.workspace.uid, a.workspace.uid);
    const aBase = `/api/na/workspaces/${a.workspace.uid}/tools/${bTool.id}`;
    expect((await a.client.get(aBase)).statusCode).toBe(404);
    expect((await a.client.request({ method: 'PATCH', url: aBase, payload: { name: 'x' } })).statusCode).toBe(404);
    expect((await a.client.request({ method: 'DELETE', url: aBase })).statusCode).toBe(404);
    expect((await a.client.post(`${aBase}/test`, { arguments: {} })).statusCode).toBe(404);
    expect((await a.client.get(asA(b.base))).json().tools).toEqual([]);
    expect((await a.client.get(b.base)).statusCode).toBe(404);
    expect((await b.get(bTool.id)).json()).toEqual(bTool);
  });

  it('sends a test request with the fields in place and the secret header, and shows the answer', async () => {
    const me = await owner();
    const tool = (await me.create(weatherTool())).json();
    received.length = 0;
    const answer = await me.test(tool.id, { city: 'Paris' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toContain(SECRET);
    const result = ZToolTestResult.parse(answer.json());
    expect(result).toMatchObject({ ok: true, status: 200, truncated: true });
    expect(result.headers).toMatchObject({ 'content-type': 'application/json' });
    expect(result.headers).not.toHaveProperty('x-noise');
    expect(result.body?.length).toBe(4000);
    expect(result.body).toContain('"forecast":"sunny"');
    expect(result.request).toEqual({
      method: 'POST',
      url: `${toolUrl}?city=Paris`,
      headers: {
        'Content-Type': 'application/json',
        'X-Tool-Name': 'get_weather',
        'X-Plan': 'gold',
        'X-Tool-Secret': '••••',
      },
      body: { days: 3 },
    });

    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/weather?city=Paris', body: '{"days":3}' });
    expect(received[0]?.headers).toMatchObject({
      'x-tool-secret': SECRET,
      'x-plan': 'gold',
      'x-tool-name': 'get_weather',
    });
  });

  it('refuses a test request to a private address, and says so', async () => {
    const me = await owner();
    const tool = (await me.create({ ...weatherTool(), serverUrl: 'http://10.0.0.1/hook' })).json();
    const result = (await me.test(tool.id, {})).json();
    expect(result.ok).toBe(false);
    expect(result.status).toBeUndefined();
    expect(result.error).toBe(
      'The tool server could not be reached: Calls to 10.0.0.1 (10.0.0.1) are not allowed: it is not a public address.',
    );
  });
});
