import type { IncomingMessage } from 'node:http';
import { startLocalServer } from '../local-http-server.js';
import { closeServer, sendJson } from './fake-server-kit.js';

/**
 * A real HTTP server speaking the flow builder's dialog runtime protocol (Voiceflow's Dialog
 * Manager API): `POST /state/user/{userID}/interact` with the API key as the whole Authorization
 * header and an optional `versionID` header; the body's `action` is `{ type: 'launch' }` or
 * `{ type: 'text', payload }`; the answer is an array of traces.
 *
 * What it answers, in order:
 * - 401 `{ message }` when the Authorization header is not the key
 * - the next scripted traces, when the test queued some (`fake.queue(...)`)
 * - launch: a `speak` greeting and a `choice` with the buttons 'Pricing' and 'Support'
 * - text 'bye': a `text` farewell and an `end`
 * - any other text: a `text` trace 'You said: <text>'
 */
export interface FakeVoiceflowOptions {
  apiKey?: string;
}

export interface ReceivedInteract {
  method: string;
  path: string;
  userID: string | undefined;
  authorization: string | undefined;
  versionID: string | undefined;
  body: unknown;
}

export type Trace = { type: string; payload?: unknown; time?: number };

export interface FakeVoiceflow {
  /** The runtime's base URL, as an agent's vfSettings.runtimeUrl names it. */
  url: string;
  /** The `host:port` entry for EGRESS_ALLOW. */
  hostPort: string;
  requests: ReceivedInteract[];
  /** Scripts the next answers (one array of traces, or a status), first in first out. */
  queue(...answers: (Trace[] | { status: number })[]): void;
  close(): Promise<void>;
}

export const FAKE_VF_GREETING = 'Welcome to the fake flow. What can I help with?';
export const FAKE_VF_BUTTONS = ['Pricing', 'Support'];

const INTERACT_PATH = /^\/state\/user\/([^/]+)\/interact$/;

export async function startFakeVoiceflow(options: FakeVoiceflowOptions = {}): Promise<FakeVoiceflow> {
  const apiKey = options.apiKey ?? 'VF.DM.fake-key';
  const requests: ReceivedInteract[] = [];
  const scripted: (Trace[] | { status: number })[] = [];

  const { server, port } = await startLocalServer((req, res, raw) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const match = INTERACT_PATH.exec(path);
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      return sendJson(res, 400, { message: 'Invalid JSON body' });
    }
    requests.push({
      method: req.method ?? 'GET',
      path,
      userID: match?.[1] === undefined ? undefined : decodeURIComponent(match[1]),
      authorization: req.headers.authorization,
      versionID: header(req, 'versionid'),
      body,
    });
    if (req.method !== 'POST' || !match) return sendJson(res, 404, { message: `Cannot ${req.method} ${path}` });
    if (req.headers.authorization !== apiKey) return sendJson(res, 401, { message: 'Unauthorized' });
    const next = scripted.shift();
    if (next && !Array.isArray(next)) return sendJson(res, next.status, { message: 'Scripted failure' });
    return sendJson(res, 200, next ?? defaultTraces(body));
  });
  const host = '127.0.0.1';
  return {
    url: `http://${host}:${port}`,
    hostPort: `${host}:${port}`,
    requests,
    queue: (...answers) => {
      scripted.push(...answers);
    },
    close: () => {
      server.closeAllConnections();
      return closeServer(server);
    },
  };
}

function defaultTraces(body: unknown): Trace[] {
  const action = (body as { action?: { type?: unknown; payload?: unknown } } | undefined)?.action;
  const time = Math.floor(Date.now() / 1000);
  if (action?.type === 'launch') {
    return [
      { type: 'speak', time, payload: { type: 'message', message: FAKE_VF_GREETING } },
      {
        type: 'choice',
        time,
        payload: {
          buttons: FAKE_VF_BUTTONS.map((name) => ({ name, request: { type: 'text', payload: name } })),
        },
      },
    ];
  }
  const text = typeof action?.payload === 'string' ? action.payload : '';
  if (text.toLowerCase() === 'bye') {
    return [
      { type: 'text', time, payload: { message: 'Goodbye!', delay: 1000 } },
      { type: 'end', time },
    ];
  }
  return [
    { type: 'debug', time, payload: { type: 'intent', message: 'matched intent: None' } },
    { type: 'text', time, payload: { message: `You said: ${text}`, delay: 1000 } },
  ];
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
