import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  agents,
  conversations,
  knowledgeDocs,
  leads,
  llmCredentials,
  messages,
  prompts,
  tools,
  workspaces,
} from '../src/platform/db/schema/index.js';
import { browser, createTestApp, signUpWithWorkspace } from './app.js';

/**
 * Every text field of every route, from the app's own OpenAPI document, with text PostgreSQL
 * cannot store (NUL, half surrogates) and direction controls: never a 5xx, and a refused
 * request leaves no rows behind.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  minItems?: number;
  minimum?: number;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

interface Operation {
  parameters?: { in: 'path' | 'query'; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: { 'application/json'?: { schema: JsonSchema } } };
}

/** One text field of one route: where the fuzzed string goes. */
interface TextSlot {
  method: string;
  path: string;
  operation: Operation;
  place: 'path' | 'query' | 'body';
  /** The field's path inside the params, the query or the body. */
  at: string[];
}

// Event streams never end on their own; deletions and sign-out would take away what later routes use.
const SKIPPED = (method: string, path: string) =>
  method === 'delete' || path.endsWith('/events') || path.includes('/logout') || !path.startsWith('/api/');

// A NUL, both halves of a surrogate pair on their own, and a direction override, in one text.
const NASTY = 'Sup\u0000port \uD800\u202Etxt\uDFFF.exe';

let app: FastifyInstance;
let owner: Awaited<ReturnType<typeof signUpWithWorkspace>>;
let ids: Record<string, string>;
let visitorToken: string;
let slots: TextSlot[];

beforeAll(async () => {
  app = await createTestApp({ PUBLIC_RATE_LIMIT_PER_MINUTE: '100000' });
  owner = await signUpWithWorkspace(app);
  const uid = owner.workspace.uid;
  const agentId = (await owner.client.post(`/api/na/workspaces/${uid}/agents`, { agentName: 'Helper' })).json()
    .agentCreated.ID as string;
  const chat = (await app.inject({ method: 'POST', url: `/api/na/public/agents/${agentId}/conversations` })).json();
  visitorToken = chat.visitorToken;
  ids = { region: 'na', uid, agentId, ownerId: uid, conversationId: chat.conversationId };
  const document = (await app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  slots = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => !SKIPPED(method, path))
      .flatMap(([method, operation]) => textSlots(method, path, operation)),
  );
}, 120_000);
afterAll(() => app?.close());

describe('text fields of every route', () => {
  it('finds the text fields of the public and the dashboard routes', () => {
    const named = new Set(slots.map((slot) => `${slot.method} ${slot.path} ${slot.place}:${slot.at.join('.')}`));
    expect(named).toContain('post /api/{region}/public/conversations/{conversationId}/messages body:text');
    expect(named).toContain('post /api/{region}/public/conversations/{conversationId}/leads body:name');
    expect(named).toContain('post /api/{region}/workspaces/{uid}/agents body:agentName');
    expect(named).toContain('get /api/{region}/v2/agents/{agentId} path:agentId');
    expect(named).toContain('post /api/auth/signup body:name');
  });

  it('answers every route, whatever text it is sent, without a server error or a partial write', async () => {
    for (const slot of slots) await expectHandled(slot, NASTY);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...slots), anyText(), (slot, text) => expectHandled(slot, text)),
      { numRuns: 100 },
    );
  }, 120_000);
});

/** Any text, often with a NUL, a half surrogate or a direction control somewhere in it. */
function anyText() {
  const nasty = fc.constantFrom('\u0000', '\uD800', '\uDC00', '\u202E', '\u2067', '\u0007');
  return fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc
      .tuple(fc.string({ unit: 'binary', maxLength: 20 }), nasty, fc.string({ unit: 'grapheme', maxLength: 20 }))
      .map((parts) => parts.join('')),
  );
}

async function expectHandled(slot: TextSlot, text: string) {
  const before = await rowCounts();
  const res = await send(slot, text);
  const where = `${slot.method.toUpperCase()} ${slot.path} ${slot.place}:${slot.at.join('.')} ${JSON.stringify(text)}`;
  // 503 says a provider is not configured on this server, whatever the text.
  if (res.statusCode !== 503 || res.json().error.code !== 'UNAVAILABLE') {
    expect(res.statusCode, `${where} -> ${res.body.slice(0, 300)}`).toBeLessThan(500);
  }
  // A streamed answer reports a failure as an event once its 200 is sent.
  expect(res.body, where).not.toContain('"code":"INTERNAL"');
  if (res.statusCode === 400) expect(await rowCounts(), `${where} wrote rows`).toEqual(before);
}

function send(slot: TextSlot, text: string) {
  const { method, path, operation } = slot;
  const params = { ...ids };
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'path' && !(parameter.name in params)) params[parameter.name] = 'no-such-record';
  }
  const query: Record<string, string> = {};
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'query' && parameter.required) query[parameter.name] = String(sample(parameter.schema));
  }
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  let body = bodySchema ? sample(bodySchema) : undefined;
  if (slot.place === 'path') params[slot.at[0] as string] = text;
  if (slot.place === 'query') query[slot.at[0] as string] = text;
  if (slot.place === 'body') body = withField(body, slot.at, text);
  const url =
    path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeUrlText(params[name] ?? '')) +
    (Object.keys(query).length > 0
      ? `?${Object.entries(query)
          .map(([name, value]) => `${encodeUrlText(name)}=${encodeUrlText(value)}`)
          .join('&')}`
      : '');
  const options: InjectOptions = {
    method: method.toUpperCase() as InjectOptions['method'],
    url,
    ...(body === undefined ? {} : { payload: body as object }),
    ...(path.includes('/public/conversations/') ? { headers: { authorization: `Bearer ${visitorToken}` } } : {}),
  };
  // Sign-up and sign-in are sent by someone signed out, so the owner's session stays the same.
  return path.startsWith('/api/auth/') ? browser(app).request(options) : owner.client.request(options);
}

/**
 * Percent-encoded as a browser would, with a half surrogate as the three bytes it would take
 * (encodeURIComponent throws on it): whatever the text, the request is sent.
 */
function encodeUrlText(text: string): string {
  return text.replace(/[\s\S]/gu, (character) => {
    const unit = character.charCodeAt(0);
    if (character.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(character);
  });
}

/** The text fields of a route: its path ids, its text query fields and the strings of its JSON body. */
function textSlots(method: string, path: string, operation: Operation): TextSlot[] {
  const found: TextSlot[] = [];
  for (const parameter of operation.parameters ?? []) {
    if (parameter.name === 'region' || !isFreeString(parameter.schema)) continue;
    found.push({ method, path, operation, place: parameter.in, at: [parameter.name] });
  }
  const walk = (schema: JsonSchema, at: string[]) => {
    const chosen = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema;
    if (isFreeString(chosen)) found.push({ method, path, operation, place: 'body', at });
    else if (chosen.type === 'object' && at.length < 4) {
      for (const [name, property] of Object.entries(chosen.properties ?? {})) walk(property, [...at, name]);
      if (typeof chosen.additionalProperties === 'object') walk(chosen.additionalProperties, [...at, 'extra']);
    } else if (chosen.type === 'array' && chosen.items && at.length < 4) walk(chosen.items, [...at, '0']);
  };
  const body = operation.requestBody?.content?.['application/json']?.schema;
  if (body) walk(body, []);
  else if (method === 'post' || method === 'put' || method === 'patch') {
    // A body the route takes as it comes (a webhook, an import): one field of its own.
    found.push({ method, path, operation, place: 'body', at: ['text'] });
  }
  return found;
}

const isFreeString = (schema: JsonSchema) =>
  (schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'))) &&
  schema.enum === undefined &&
  schema.const === undefined;

/** A value the schema takes where it can: the required fields only, each the simplest of its kind. */
function sample(schema: JsonSchema): unknown {
  const chosen = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema;
  if (chosen.const !== undefined) return chosen.const;
  if (chosen.enum) return chosen.enum[0];
  if (chosen.default !== undefined) return chosen.default;
  const type = Array.isArray(chosen.type) ? chosen.type[0] : chosen.type;
  switch (type) {
    case 'string':
      if (chosen.format === 'email') return 'someone@example.com';
      if (chosen.format === 'uri') return 'https://example.com/';
      if (chosen.format === 'date-time') return new Date().toISOString();
      return 'hello there'.padEnd(chosen.minLength ?? 0, '.');
    case 'number':
    case 'integer':
      return chosen.minimum ?? 1;
    case 'boolean':
      return false;
    case 'array':
      return chosen.minItems && chosen.items ? [sample(chosen.items)] : [];
    case 'object':
      return Object.fromEntries((chosen.required ?? []).map((name) => [name, sample(chosen.properties?.[name] ?? {})]));
    default:
      return undefined;
  }
}

/** `body` with `text` at `at`, building the objects and lists on the way. */
function withField(body: unknown, at: string[], text: string): unknown {
  const root: Record<string, unknown> =
    body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...(body as object) } : {};
  let container: Record<string, unknown> | unknown[] = root;
  at.forEach((key, index) => {
    const last = index === at.length - 1;
    const next = at[index + 1];
    const slot = container as Record<string, unknown>;
    if (last) slot[key] = text;
    else {
      const existing = slot[key];
      const fresh: Record<string, unknown> | unknown[] = next === '0' ? [] : {};
      const copy = Array.isArray(existing)
        ? [...existing]
        : existing && typeof existing === 'object'
          ? { ...existing }
          : fresh;
      slot[key] = copy;
      container = copy as Record<string, unknown>;
    }
  });
  return root;
}

/** The rows a request could have written, counted. */
async function rowCounts() {
  const db = app.regions.db('na');
  const tables = {
    accounts,
    workspaces,
    agents,
    llmCredentials,
    conversations,
    messages,
    tools,
    prompts,
    knowledgeDocs,
    leads,
  };
  const counts = await Promise.all(Object.values(tables).map((table) => db.$count(table)));
  return Object.fromEntries(Object.keys(tables).map((name, index) => [name, counts[index]]));
}
