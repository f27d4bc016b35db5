import type { ToolCallTrace } from '@agent-platform/core';
import { generateText, stepCountIs, type ToolSet } from 'ai';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithWorkspace } from '../../test/app.js';
import { type FakeOpenAI, startFakeOpenAI } from '../../test/fakes/openai-server.js';
import { type Handler, startLocalServer } from '../../test/local-http-server.js';
import { createLanguageModel } from '../platform/llm/language-model.js';
import { agentToolSet } from './agent-tool-set.js';

const SECRET = 'runtime-secret-5555';
const KEY = 'sk-fake-runtime-key';

interface Received {
  url: string | undefined;
  headers: Parameters<Handler>[0]['headers'];
  body: string;
}

let app: FastifyInstance;
let fake: FakeOpenAI;
const servers: Awaited<ReturnType<typeof startLocalServer>>[] = [];
/** Every request any local tool server got, allowlisted or not. */
const received: Received[] = [];
let bookingUrl: string;
let unlistedUrl: string;
let redirectingUrl: string;
let failingUrl: string;
let handingOffUrl: string;

beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: KEY });
  const booking = await startLocalServer((req, res, body) => {
    received.push({ url: req.url, headers: req.headers, body });
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ booked: true, ref: 'BK-42' }));
  });
  const unlisted = await startLocalServer((req, res, body) => {
    received.push({ url: req.url, headers: req.headers, body });
    res.end('should never be reached');
  });
  const redirecting = await startLocalServer((req, res, body) => {
    received.push({ url: req.url, headers: req.headers, body });
    res.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
  });
  const failing = await startLocalServer((_req, res) => {
    res.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"kitchen closed"}');
  });
  const handingOff = await startLocalServer((req, res, body) => {
    received.push({ url: req.url, headers: req.headers, body });
    res.writeHead(307, { location: `http://127.0.0.1:${booking.port}/book` }).end();
  });
  handingOffUrl = `http://127.0.0.1:${handingOff.port}/start`;
  servers.push(booking, unlisted, redirecting, failing, handingOff);
  failingUrl = `http://127.0.0.1:${failing.port}/book`;
  bookingUrl = `http://127.0.0.1:${booking.port}/book`;
  unlistedUrl = `http://127.0.0.1:${unlisted.port}/book`;
  redirectingUrl = `http://127.0.0.1:${redirecting.port}/book`;
  // The unlisted server is on loopback like the others, but not in the allowlist.
  const allow = [booking, redirecting, failing, handingOff]
    .map(({ port }) => `127.0.0.1:${port}`)
    .concat(fake.hostPort);
  app = await createTestApp({ EGRESS_ALLOW: allow.join(',') });
});
afterAll(async () => {
  await app.close();
  await fake.close();
  for (const { server } of servers) server.close();
});

const deps = () => ({ regions: app.regions, secretBox: app.secretBox, egress: app.egress });
const model = () =>
  createLanguageModel({ provider: 'openai', baseURL: fake.url, apiKey: KEY }, 'fake-small', app.guardedFetch);

async function workspaceWithTool(serverUrl: string) {
  const owner = await signUpWithWorkspace(app);
  const created = await owner.client.post(`/api/na/workspaces/${owner.workspace.uid}/tools`, {
    name: 'book_table',
    description: 'Books a table at the restaurant.',
    serverUrl,
    serverUrlSecret: SECRET,
    fields: [
      { in: 'query', key: 'restaurant', type: 'string', required: true },
      { in: 'body', key: 'guests', type: 'number', required: true },
      { in: 'body', key: 'notes', type: 'string', defaultValue: 'none' },
      { in: 'header', key: 'X-Customer', type: 'string' },
      { in: 'header', key: 'X-Channel', type: 'string', value: 'chat' },
    ],
  });
  expect(created.statusCode).toBe(201);
  return { ...owner, toolId: created.json().id as string };
}

async function ask(tools: ToolSet, message: string) {
  return generateText({ model: model(), tools, prompt: message, stopWhen: stepCountIs(3), maxRetries: 0 });
}

const ARGS = '{"restaurant": "Chez Ada", "guests": 4, "X-Customer": "cus-7"}';

describe('agentToolSet', () => {
  it("calls the tool's server with the fields in place and the secret, and the answer uses its result", async () => {
    const { workspace, toolId } = await workspaceWithTool(bookingUrl);
    const trace: ToolCallTrace[] = [];
    const tools = await agentToolSet(deps(), 'na', workspace.uid, [toolId], trace);
    expect(Object.keys(tools)).toEqual(['book_table']);
    received.length = 0;

    const result = await ask(tools, `Please use the book_table tool ${ARGS}`);

    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call?.url).toBe('/book?restaurant=Chez%20Ada');
    expect(JSON.parse(call?.body ?? '')).toEqual({ guests: 4, notes: 'none' });
    expect(call?.headers).toMatchObject({
      'x-tool-secret': SECRET,
      'x-tool-name': 'book_table',
      'x-customer': 'cus-7',
      'x-channel': 'chat',
      'content-type': 'application/json',
    });
    expect(result.text).toBe('The tool answered: {"booked":true,"ref":"BK-42"}');

    expect(trace).toEqual([
      {
        toolName: 'book_table',
        input: { restaurant: 'Chez Ada', guests: 4, 'X-Customer': 'cus-7' },
        // Names and the URL's path stay; every value is masked, as the trace is kept and shown to members.
        request: {
          method: 'POST',
          url: `${bookingUrl}?restaurant=••••`,
          headers: {
            'Content-Type': '••••',
            'X-Tool-Name': '••••',
            'X-Customer': '••••',
            'X-Channel': '••••',
            'X-Tool-Secret': '••••',
          },
          body: { guests: '••••', notes: '••••' },
        },
        output: { booked: true, ref: 'BK-42' },
      },
    ]);
    expect(JSON.stringify(trace)).not.toContain(SECRET);
  });

  it('gives the model the tool with its description and argument schema', async () => {
    const { workspace, toolId } = await workspaceWithTool(bookingUrl);
    fake.requests.length = 0;
    await ask(await agentToolSet(deps(), 'na', workspace.uid, [toolId], []), 'Hello');
    const offered = fake.requests[0]?.body?.tools as unknown as {
      function: { name: string; description: string; parameters: Record<string, unknown> };
    }[];
    expect(offered).toHaveLength(1);
    expect(offered[0]?.function).toMatchObject({
      name: 'book_table',
      description: 'Books a table at the restaurant.',
      parameters: {
        type: 'object',
        properties: {
          restaurant: { type: 'string' },
          guests: { type: 'number' },
          notes: { type: 'string', default: 'none' },
          'X-Customer': { type: 'string' },
        },
        required: ['restaurant', 'guests'],
      },
    });
  });

  it("skips unknown ids and another workspace's tools", async () => {
    const mine = await workspaceWithTool(bookingUrl);
    const theirs = await workspaceWithTool(bookingUrl);
    const tools = await agentToolSet(deps(), 'na', mine.workspace.uid, ['missing', theirs.toolId], []);
    expect(tools).toEqual({});
    expect(await agentToolSet(deps(), 'eu', mine.workspace.uid, [mine.toolId], [])).toEqual({});
  });

  const refused: [string, () => string, RegExp][] = [
    ['a loopback server that is not allowlisted', () => unlistedUrl, /127\.0\.0\.1.*not allowed/],
    ['a private address', () => 'http://10.0.0.1/book', /10\.0\.0\.1.*not allowed/],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/', /169\.254\.169\.254.*not allowed/],
    [
      'an allowlisted server redirecting to the metadata address',
      () => redirectingUrl,
      /169\.254\.169\.254.*not allowed/,
    ],
  ];
  for (const [what, url, reason] of refused) {
    it(`refuses ${what}: the model gets an error, the trace says why`, async () => {
      const { workspace, toolId } = await workspaceWithTool(url());
      const trace: ToolCallTrace[] = [];
      received.length = 0;
      const result = await ask(
        await agentToolSet(deps(), 'na', workspace.uid, [toolId], trace),
        `Please use the book_table tool ${ARGS}`,
      );
      expect(trace).toHaveLength(1);
      expect(trace[0]?.error).toMatch(/^The tool could not be reached: /);
      expect(trace[0]?.error).toMatch(reason);
      expect(trace[0]?.output).toBeUndefined();
      expect(result.text).toMatch(/^The tool answered: \{"error":"The tool could not be reached: /);
      // Only the redirecting server itself is reached; nothing behind it, and never the unlisted one.
      const reached = received.map((r) => r.url);
      expect(reached).toEqual(url() === redirectingUrl ? ['/book?restaurant=Chez%20Ada'] : []);
    });
  }

  it('does not take the secret along when the tool server redirects to another origin', async () => {
    const { workspace, toolId } = await workspaceWithTool(handingOffUrl);
    received.length = 0;
    const trace: ToolCallTrace[] = [];
    const result = await ask(
      await agentToolSet(deps(), 'na', workspace.uid, [toolId], trace),
      `Please use the book_table tool ${ARGS}`,
    );
    expect(received.map((r) => r.url)).toEqual(['/start?restaurant=Chez%20Ada', '/book']);
    expect(received[0]?.headers['x-tool-secret']).toBe(SECRET);
    expect(received[1]?.headers).not.toHaveProperty('x-tool-secret');
    expect(received[1]?.headers['x-customer']).toBe('cus-7');
    expect(JSON.parse(received[1]?.body ?? '')).toEqual({ guests: 4, notes: 'none' });
    expect(result.text).toBe('The tool answered: {"booked":true,"ref":"BK-42"}');
  });

  it('tells the model when the server answers with an error status', async () => {
    const owner = await signUpWithWorkspace(app);
    const created = await owner.client.post(`/api/na/workspaces/${owner.workspace.uid}/tools`, {
      name: 'book_table',
      serverUrl: failingUrl,
    });
    const trace: ToolCallTrace[] = [];
    const tools = await agentToolSet(deps(), 'na', owner.workspace.uid, [created.json().id], trace);
    const result = await ask(tools, 'Please use the book_table tool {}');
    expect(trace[0]).toMatchObject({
      error: 'The tool answered with status 503.',
      output: { message: 'kitchen closed' },
    });
    expect(trace[0]?.request?.headers).not.toHaveProperty('X-Tool-Secret');
    expect(result.text).toBe(
      'The tool answered: {"error":"The tool answered with status 503.","details":{"message":"kitchen closed"}}',
    );
  });
});
