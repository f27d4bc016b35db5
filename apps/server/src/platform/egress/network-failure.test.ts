import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer } from '../../../test/local-http-server.js';
import { createEgress, EgressError } from './egress.js';
import { createGuardedFetch } from './guarded-fetch.js';
import { type EgressLog, NetworkFailure, toEgressFailure } from './network-failure.js';

/** The failure a call ends with; it must be an EgressError. */
async function failureOf(call: Promise<unknown>): Promise<EgressError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EgressError);
  return error as EgressError;
}

/** A log that keeps what it is given, as the server's log would. */
function keptLog() {
  const entries: { details: Record<string, unknown>; message: string }[] = [];
  const log: EgressLog = { warn: (details, message) => entries.push({ details, message }) };
  return { log, entries };
}

describe("network failures in the product's words", () => {
  let plain: { server: Server; port: number };
  let hangsUp: { server: Server; port: number };
  let silent: { server: Server; port: number };
  let closedPort: number;
  let allow: string[];

  beforeAll(async () => {
    plain = await startLocalServer((_req, res) => res.end('plain http'));
    hangsUp = await startLocalServer((req) => req.socket.destroy());
    silent = await startLocalServer(() => undefined);
    const closed = await startLocalServer(() => undefined);
    closedPort = closed.port;
    await new Promise((resolve) => closed.server.close(resolve));
    allow = [plain.port, hangsUp.port, silent.port, closedPort, 25].map((port) => `127.0.0.1:${port}`);
  });
  afterAll(() => {
    for (const { server } of [plain, hangsUp, silent]) {
      server.closeAllConnections();
      server.close();
    }
  });

  it('says a TLS handshake failed, and logs the TLS library text only', async () => {
    const { log, entries } = keptLog();
    const egress = createEgress({ allow, log });
    const failure = await failureOf(egress(`https://127.0.0.1:${plain.port}/`));
    expect(failure).toMatchObject({ reason: 'network', message: 'Could not connect securely to 127.0.0.1.' });
    expect((failure as NetworkFailure).problem).toBe('insecure');
    expect(entries).toHaveLength(1);
    expect(entries[0]?.details).toMatchObject({ host: '127.0.0.1', problem: 'insecure' });
    expect(entries[0]?.details.detail).toMatch(/SSL/);

    const guardedFetch = createGuardedFetch({ allow });
    expect((await failureOf(guardedFetch(`https://127.0.0.1:${plain.port}/v1/models`))).message).toBe(
      'Could not connect securely to 127.0.0.1.',
    );
  });

  it('says the host refused the connection, was not found, hung up or took too long', async () => {
    const egress = createEgress({ allow, timeoutMs: 500 });
    expect((await failureOf(egress(`http://127.0.0.1:${closedPort}/`))).message).toBe(
      '127.0.0.1 refused the connection.',
    );
    expect((await failureOf(egress('http://no-such-site.invalid/'))).message).toBe(
      'no-such-site.invalid could not be found.',
    );
    expect((await failureOf(egress(`http://127.0.0.1:${hangsUp.port}/`))).message).toBe(
      '127.0.0.1 closed the connection before answering.',
    );
    const late = await failureOf(egress(`http://127.0.0.1:${silent.port}/`));
    expect(late).toMatchObject({ reason: 'timeout', message: '127.0.0.1 took too long to answer.' });
    expect((await failureOf(egress('http://127.0.0.1:25/'))).message).toBe(
      '127.0.0.1 cannot be called on port 25: that port is kept for other services.',
    );
  });

  it("keeps the guard's own refusals as they are", async () => {
    const egress = createEgress({ allow: [] });
    expect((await failureOf(egress('http://10.0.0.1/'))).message).toBe(
      'Calls to 10.0.0.1 (10.0.0.1) are not allowed: it is not a public address.',
    );
  });

  it('says a certificate is not valid, from the code the TLS layer gives', () => {
    const certificate = Object.assign(new Error('self-signed certificate'), { code: 'DEPTH_ZERO_SELF_SIGNED_CERT' });
    const failure = toEgressFailure(
      new TypeError('fetch failed', { cause: certificate }),
      new AbortController().signal,
      'https://shop.example/orders',
    );
    expect(failure).toBeInstanceOf(NetworkFailure);
    expect(failure.message).toBe('Could not connect securely to shop.example: its security certificate is not valid.');
    expect(failure.cause).toBeInstanceOf(TypeError);
  });
});
