import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASE } from './app.js';
import { PROCESS_TEST_TIMEOUT_MS, startServerProcess } from './server-process.js';

// One process is enough to show it; the database kind does not matter here.
describe.skipIf(TEST_DATABASE !== 'pglite')('graceful shutdown', () => {
  it('finishes a request in flight when SIGTERM arrives, then refuses new ones and exits 0', {
    timeout: PROCESS_TEST_TIMEOUT_MS,
  }, async () => {
    const server = await startServerProcess({ EMBEDDED_DB: 'memory' });
    const url = new URL('/api/auth/login', server.url);
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'not the password' });

    let exited: Promise<number | null> | undefined;
    // A request whose body is only half sent is certainly in flight when the signal comes.
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        url,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            origin: server.url,
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        exited = server.stop();
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 100);
    });

    const { status, body: answerBody } = await answer;
    expect(status).toBe(401);
    expect(JSON.parse(answerBody).error.code).toBe('INVALID_CREDENTIALS');
    expect(await exited).toBe(0);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });
});
