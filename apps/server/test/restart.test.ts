import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE } from './app.js';
import { PROCESS_TEST_TIMEOUT_MS, startServerProcess } from './server-process.js';

// The embedded databases are the ones whose files must survive a restart; on PostgreSQL the
// server keeps the data itself.
describe.skipIf(TEST_DATABASE !== 'pglite')('data survives a restart', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps the account and workspace after SIGTERM and a new start', {
    timeout: PROCESS_TEST_TIMEOUT_MS,
  }, async () => {
    const env = { DATA_DIR: dataDir, ENCRYPTION_KEY: randomBytes(32).toString('base64') };
    const email = `restart-${Date.now()}@example.com`;
    const password = 'correct horse battery';

    const first = await startServerProcess(env);
    const json = { 'content-type': 'application/json', origin: first.url };
    const signup = await fetch(`${first.url}/api/auth/signup`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'Ada', email, password }),
    });
    expect(signup.status).toBe(201);
    const cookie = signup.headers.get('set-cookie')?.split(';')[0] ?? '';
    const onboarding = await fetch(`${first.url}/api/onboarding`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({ region: 'eu' }),
    });
    const { uid } = (await onboarding.json()) as { uid: string };
    expect(await first.stop()).toBe(0);

    const second = await startServerProcess(env);
    try {
      const login = await fetch(`${second.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: second.url },
        body: JSON.stringify({ email, password }),
      });
      expect(login.status).toBe(200);
      const me = await fetch(`${second.url}/api/auth/me`, {
        headers: { cookie: login.headers.get('set-cookie')?.split(';')[0] ?? '' },
      });
      const body = (await me.json()) as { workspaces: { uid: string; region: string }[] };
      expect(body.workspaces).toEqual([expect.objectContaining({ uid, region: 'eu' })]);
    } finally {
      await second.stop();
    }
  });
});
