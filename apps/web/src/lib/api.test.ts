// @vitest-environment node
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, answer, apiPath, bearer, createApiClient, errorMessage, multipart, noAnswer } from './api';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the server saw of the last request, and how it answers the next: a real server on a free port. */
let received: Received | undefined;
let reply: (res: ServerResponse, req: IncomingMessage) => void;
let server: Server;
let client: ReturnType<typeof createApiClient>;

const json = (status: number, body: unknown) => (res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      reply(res, req);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = createApiClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const uploaded = { ID: 'doc_1', name: 'notes.txt' };

describe('the dashboard API client', () => {
  it('fills the typed path with its parameters, escaped, and gives the answer checked by the contract', async () => {
    reply = json(200, { agents: [] });
    const list = await client
      .GET('/api/{region}/workspaces/{uid}/agents', { params: { path: { region: 'eu', uid: 'a/b c' } } })
      .then(answer(z.object({ agents: z.array(z.unknown()) })));

    expect(list).toEqual({ agents: [] });
    expect(received?.method).toBe('GET');
    expect(received?.url).toBe('/api/eu/workspaces/a%2Fb%20c/agents');
    expect(received?.headers.accept).toBe('application/json');
  });

  it("turns a refusal into an ApiError with the server's code and message", async () => {
    reply = json(403, { error: { code: 'FORBIDDEN', message: 'You do not have access to this agent.' } });
    const call = client.DELETE('/api/{region}/v2/agents/{agentId}', {
      params: { path: { region: 'na', agentId: 'a1' } },
    });

    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: 'You do not have access to this agent.',
    });
  });

  it('says the server is not available, without its status text, when a failed answer carries no error body', async () => {
    reply = (res) => {
      res.writeHead(502, 'Bad Gateway', { 'content-type': 'text/html' });
      res.end('<h1>Bad Gateway</h1>');
    };

    await expect(client.GET('/api/auth/me')).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_ERROR',
      message: 'The server is not available just now. Please try again in a moment.',
    });
  });

  it('reports a connection that fails before any answer as a network error', async () => {
    reply = (_res, req) => req.socket.destroy();

    await expect(client.POST('/api/auth/logout').then(noAnswer)).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Could not reach the server. Check your connection and try again.',
    });
  });

  it('sends a JSON body with its content type, and the bearer secret when a call is made with one', async () => {
    reply = json(200, { agent: {} });
    await client.POST('/api/{region}/v2/agents/{agentId}', {
      params: { path: { region: 'na', agentId: 'a1' } },
      body: { title: 'Support' } as never,
      headers: bearer('sk_secret'),
    });

    expect(received?.headers['content-type']).toBe('application/json');
    expect(received?.headers.authorization).toBe('Bearer sk_secret');
    expect(JSON.parse(received?.body ?? '')).toEqual({ title: 'Support' });
  });

  it('sends a file upload as multipart/form-data with its boundary', async () => {
    reply = json(201, uploaded);
    const form = new FormData();
    form.append('file', new File(['Opening hours: 9 to 5'], 'notes.txt', { type: 'text/plain' }));
    const saved = await client
      .POST('/api/{region}/v2/agents/{agentId}/knowledge/upload', {
        params: { path: { region: 'na', agentId: 'agent 1' } },
        body: multipart(form),
      })
      .then(answer(z.object({ ID: z.string(), name: z.string() })));

    expect(saved.name).toBe('notes.txt');
    expect(received?.url).toBe('/api/na/v2/agents/agent%201/knowledge/upload');
    expect(received?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(received?.body).toContain('filename="notes.txt"');
    expect(received?.body).toContain('Opening hours: 9 to 5');
  });

  it('rejects a successful answer that breaks the shared contract', async () => {
    reply = json(200, { agents: 'not a list' });
    const call = client
      .GET('/api/{region}/workspaces/{uid}/agents', { params: { path: { region: 'na', uid: 'w1' } } })
      .then(answer(z.object({ agents: z.array(z.unknown()) })));

    await expect(call).rejects.toBeInstanceOf(z.ZodError);
  });
});

describe('apiPath', () => {
  it('builds an address from the same typed table, for streams and download links', () => {
    expect(
      apiPath('/api/{region}/workspaces/{uid}/conversations/{conversationId}/export', {
        path: { region: 'na', uid: 'w 1', conversationId: 'c/1' },
        query: { format: 'json' },
      }),
    ).toBe('/api/na/workspaces/w%201/conversations/c%2F1/export?format=json');
    expect(
      apiPath('/api/{region}/workspaces/{uid}/leads/export', {
        path: { region: 'eu', uid: 'w1' },
        query: { agentId: 'a1', q: undefined },
      }),
    ).toBe('/api/eu/workspaces/w1/leads/export?agentId=a1');
  });
});

describe('the message shown for a failure', () => {
  // What browsers, proxies and parsers say themselves: never shown to a person.
  const RAW = /Failed to fetch|NetworkError|Load failed|Bad Gateway|\b50\d\b|expected|received|Unexpected token/;

  it.each([
    [
      'fetch finding no server (Chromium)',
      new TypeError('Failed to fetch'),
      'Could not reach the server. Check your connection and try again.',
    ],
    [
      'fetch finding no server (Firefox)',
      new TypeError('NetworkError when attempting to fetch resource.'),
      'Could not reach the server. Check your connection and try again.',
    ],
    [
      'an answer the contract does not match',
      z.object({ id: z.string() }).safeParse({ id: 1 }).error,
      'Something went wrong. Please try again.',
    ],
    [
      'a page that is not JSON',
      new SyntaxError('Unexpected token < in JSON at position 0'),
      'Something went wrong. Please try again.',
    ],
  ])('%s gives a sentence saying what to do', (_what, error, message) => {
    expect(errorMessage(error)).toBe(message);
    expect(errorMessage(error)).not.toMatch(RAW);
  });

  it("gives the server's own sentence when it sent one", () => {
    expect(errorMessage(new ApiError(400, 'VALIDATION_FAILED', 'Please provide a name for the agent.'))).toBe(
      'Please provide a name for the agent.',
    );
  });

  it('never names the status of an answer from something in between', async () => {
    for (const [status, text] of [
      [502, 'Bad Gateway'],
      [404, 'Not Found'],
    ] as const) {
      reply = (res) => {
        res.writeHead(status, text, { 'content-type': 'text/html' });
        res.end(`<h1>${text}</h1>`);
      };
      const failure = await client.GET('/api/auth/me').catch((error: unknown) => error);
      expect(errorMessage(failure)).not.toMatch(RAW);
      expect(errorMessage(failure)).not.toContain(text);
    }
  });
});
