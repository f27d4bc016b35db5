import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cliArg, closeServer, runStandalone, sendJson } from './fake-server-kit.js';

/**
 * A real HTTP server speaking OpenAI's chat-completions protocol, for the language-model
 * adapters: GET /v1/models, POST /v1/chat/completions streamed (server-sent events, one chunk
 * per token, usage in a last chunk when `stream_options.include_usage`) or not, and tool calls.
 *
 * What it answers, in order:
 * - the next scripted reply, when the test queued one (`fake.queue(...)`)
 * - after a tool result: 'The tool answered: <result>'
 * - when the last user message says 'use the <name> tool' and a tool of that name was offered:
 *   a call of it, with the first JSON object of the message as arguments ('{}' without one)
 * - otherwise: 'Hello from the test model. You said: <last user message>'
 *
 * POST /v1/embeddings answers every input with a vector of `dimensions` numbers
 * counting the input's letter trigrams, hashed, then normalised: texts that share spellings lie
 * close, so a misspelt question ("warrenty") finds what full-text search cannot. Inputs that
 * contain `embeddingFailure` are refused with a 500.
 *
 * Standalone, for e2e: `node --import tsx apps/server/test/fakes/openai-server.ts --port 3190 --key K`.
 * Only node's own modules (and the sibling fake-server-kit) are imported, so it runs anywhere tsx does.
 */
export interface FakeOpenAIOptions {
  port?: number;
  host?: string;
  /** The key the Authorization header must carry; null accepts calls without one (like Ollama). */
  apiKey?: string | null;
  models?: string[];
  /** false: GET /v1/models answers 404, like servers without a list of models. */
  modelsEndpoint?: boolean;
  /** Pause between streamed chunks, so that streaming is observable. */
  tokenDelayMs?: number;
  /**
   * false: requests are not kept in `requests` (a standalone fake, which nobody asks, would
   * otherwise hold every body it was sent for as long as it runs).
   */
  keepRequests?: boolean;
  /** Vectors' size when a request names none (default 1536). */
  embeddingDimensions?: number;
  /** An input containing this text makes POST /v1/embeddings fail with a 500. */
  embeddingFailure?: string;
}

export type ScriptedReply =
  | { text: string }
  | { toolCalls: { name: string; arguments: Record<string, unknown> }[] }
  | { status: number; message: string };

export interface ReceivedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: ChatRequest | undefined;
  /** The usage a chat answer reported. */
  usage?: { prompt_tokens: number; completion_tokens: number };
}

export interface FakeOpenAI {
  /** Base URL of the API, ending in /v1. */
  url: string;
  port: number;
  /** The `host:port` entry for EGRESS_ALLOW. */
  hostPort: string;
  requests: ReceivedRequest[];
  /** Scripts the next chat answers, first in first out. */
  queue(...replies: ScriptedReply[]): void;
  /**
   * Holds back the answer to every chat request whose last user message contains `marker`
   * until the returned release is called: a model that is slow for as long as a test needs.
   */
  hold(marker: string): () => void;
  close(): Promise<void>;
}

interface ChatMessage {
  role: string;
  content?: string | { type: string; text?: string }[] | null;
  tool_calls?: unknown[];
}

interface ChatRequest {
  model?: string;
  messages?: ChatMessage[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  tools?: { type: string; function: { name: string } }[];
  max_tokens?: number;
  max_completion_tokens?: number;
  // Embeddings requests
  input?: string | string[];
  dimensions?: number;
}

export const FAKE_MODELS = ['fake-small', 'fake-large'];

export async function startFakeOpenAI(options: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const apiKey = options.apiKey === undefined ? 'test-key' : options.apiKey;
  const models = options.models ?? FAKE_MODELS;
  const requests: ReceivedRequest[] = [];
  const scripted: ScriptedReply[] = [];
  const holds: { marker: string; released: Promise<void> }[] = [];

  const server = createServer((req, res) => {
    readBody(req)
      .then(async (raw) => {
        const path = new URL(req.url ?? '/', 'http://fake').pathname;
        let body: ChatRequest | undefined;
        if (raw) {
          try {
            body = JSON.parse(raw) as ChatRequest;
          } catch {
            return sendError(res, 400, 'We could not parse the JSON body of your request.', 'invalid_request_error');
          }
        }
        const received: ReceivedRequest = {
          method: req.method ?? 'GET',
          path,
          authorization: req.headers.authorization,
          body,
        };
        if (options.keepRequests !== false) requests.push(received);

        if (apiKey !== null && req.headers.authorization !== `Bearer ${apiKey}`) {
          return sendError(res, 401, 'Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key');
        }
        if (req.method === 'GET' && path === '/v1/models' && options.modelsEndpoint !== false) {
          return sendJson(res, 200, {
            object: 'list',
            data: models.map((id) => ({ id, object: 'model', created: 1_700_000_000, owned_by: 'fake-lab' })),
          });
        }
        if (req.method === 'POST' && path === '/v1/chat/completions' && body) {
          const said = lastUserText(body);
          const held = holds.find((hold) => said.includes(hold.marker));
          if (held) await held.released;
          return answerChat(res, body, scripted.shift(), options.tokenDelayMs ?? 0, received);
        }
        if (req.method === 'POST' && path === '/v1/embeddings' && body) {
          const inputs = typeof body.input === 'string' ? [body.input] : (body.input ?? []);
          const failing = options.embeddingFailure;
          if (failing && inputs.some((input) => input.includes(failing))) {
            return sendError(res, 500, 'The embedding service is unavailable.', 'server_error');
          }
          return sendJson(res, 200, {
            object: 'list',
            data: inputs.map((input, index) => ({
              object: 'embedding',
              index,
              embedding: trigramVector(input, body.dimensions ?? options.embeddingDimensions ?? 1536),
            })),
            model: body.model,
            usage: { prompt_tokens: inputs.reduce((n, input) => n + countWords(input), 0), total_tokens: 0 },
          });
        }
        return sendError(res, 404, `Unknown request: ${req.method} ${path}`, 'invalid_request_error');
      })
      .catch((error: unknown) => {
        if (!res.headersSent) sendError(res, 500, String(error), 'server_error');
        else res.destroy();
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host ?? '127.0.0.1';
  return {
    url: `http://${host}:${port}/v1`,
    port,
    hostPort: `${host}:${port}`,
    requests,
    queue: (...replies) => {
      scripted.push(...replies);
    },
    hold: (marker) => {
      let release = () => {};
      holds.push({ marker, released: new Promise<void>((resolve) => (release = resolve)) });
      return release;
    },
    close: () => {
      server.closeAllConnections();
      return closeServer(server);
    },
  };
}

async function answerChat(
  res: ServerResponse,
  request: ChatRequest,
  script: ScriptedReply | undefined,
  delay: number,
  received: ReceivedRequest,
) {
  const reply = script ?? defaultReply(request);
  if ('status' in reply) return sendError(res, reply.status, reply.message, 'server_error');

  const id = `chatcmpl-${randomBytes(8).toString('hex')}`;
  const created = Math.floor(Date.now() / 1000);
  const model = request.model ?? FAKE_MODELS[0];
  const maxTokens = request.max_completion_tokens ?? request.max_tokens;
  let tokens: string[] = 'text' in reply ? tokenize(reply.text) : [];
  let finishReason = 'toolCalls' in reply ? 'tool_calls' : 'stop';
  if (maxTokens !== undefined && tokens.length > maxTokens) {
    tokens = tokens.slice(0, maxTokens);
    finishReason = 'length';
  }
  const toolCalls =
    'toolCalls' in reply
      ? reply.toolCalls.map((call, index) => ({
          index,
          id: `call_${randomBytes(6).toString('hex')}`,
          type: 'function',
          function: { name: call.name, arguments: JSON.stringify(call.arguments) },
        }))
      : [];
  const promptTokens = countWords(JSON.stringify(request.messages ?? []));
  const completionTokens = tokens.length + toolCalls.reduce((n, c) => n + countWords(c.function.arguments), 0);
  const usage = {
    prompt_tokens: promptTokens,
    completion_tokens: completionTokens,
    total_tokens: promptTokens + completionTokens,
  };
  received.usage = usage;

  if (!request.stream) {
    return sendJson(res, 200, {
      id,
      object: 'chat.completion',
      created,
      model,
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: toolCalls.length ? null : tokens.join(''),
            ...(toolCalls.length ? { tool_calls: toolCalls.map(({ index: _i, ...call }) => call) } : {}),
          },
          finish_reason: finishReason,
        },
      ],
      usage,
    });
  }

  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) =>
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices, ...extra })}\n\n`;
  const send = async (text: string) => {
    res.write(text);
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
  };

  await send(chunk([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]));
  for (const token of tokens) await send(chunk([{ index: 0, delta: { content: token }, finish_reason: null }]));
  for (const call of toolCalls) {
    // As OpenAI does: the call's id and name first, then its arguments in pieces.
    const head = { ...call, function: { name: call.function.name, arguments: '' } };
    await send(chunk([{ index: 0, delta: { tool_calls: [head] }, finish_reason: null }]));
    for (const piece of call.function.arguments.match(/.{1,8}/gs) ?? []) {
      const delta = { tool_calls: [{ index: call.index, function: { arguments: piece } }] };
      await send(chunk([{ index: 0, delta, finish_reason: null }]));
    }
  }
  await send(chunk([{ index: 0, delta: {}, finish_reason: finishReason }]));
  if (request.stream_options?.include_usage) await send(chunk([], { usage }));
  res.end('data: [DONE]\n\n');
}

function defaultReply(request: ChatRequest): ScriptedReply {
  const messages = request.messages ?? [];
  const last = messages[messages.length - 1];
  if (last?.role === 'tool') return { text: `The tool answered: ${textOf(last)}` };
  const said = lastUserText(request);
  const asked = /use the ([\w-]+) tool/i.exec(said)?.[1];
  if (asked && request.tools?.some((t) => t.function.name === asked)) {
    const json = /\{.*\}/s.exec(said)?.[0];
    return { toolCalls: [{ name: asked, arguments: json ? (JSON.parse(json) as Record<string, unknown>) : {} }] };
  }
  return { text: `Hello from the test model. You said: ${said}` };
}

function lastUserText(request: ChatRequest): string {
  const lastUser = [...(request.messages ?? [])].reverse().find((m) => m.role === 'user');
  return lastUser ? textOf(lastUser) : '';
}

function textOf(message: ChatMessage): string {
  if (typeof message.content === 'string') return message.content;
  return (message.content ?? []).map((part) => part.text ?? '').join('');
}

/** Letter trigrams of each word (with its edges), hashed into `dimensions` counts, normalised to length 1. */
function trigramVector(text: string, dimensions: number): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    const padded = ` ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) {
      let hash = 2166136261;
      for (const char of padded.slice(i, i + 3)) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
      const slot = (hash >>> 0) % dimensions;
      vector[slot] = (vector[slot] ?? 0) + 1;
    }
  }
  const length = Math.hypot(...vector) || 1;
  return vector.map((value) => value / length);
}

/** Words with their following space, so that the pieces join back into the text. */
const tokenize = (text: string) => text.match(/\S+\s*|\s+/g) ?? [];
const countWords = (text: string) => tokenize(text).length;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

function sendError(res: ServerResponse, status: number, message: string, type: string, code: string | null = null) {
  sendJson(res, status, { error: { message, type, param: null, code } });
}

await runStandalone(import.meta.url, async () => {
  const fake = await startFakeOpenAI({
    port: Number(cliArg('--port') ?? 3190),
    host: cliArg('--host') ?? '127.0.0.1',
    apiKey: cliArg('--key') ?? null,
    keepRequests: false,
  });
  console.log(`Fake OpenAI-compatible server at ${fake.url}`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
});
