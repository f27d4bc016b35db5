import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chunkText, DEFAULT_MAX_CHUNK_SIZE, type KbDoc } from '@agent-platform/core';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE } from './app.js';
import { PROCESS_TEST_TIMEOUT_MS, startServerProcess } from './server-process.js';

// The embedded database is the one a killed process leaves behind as it was; on PostgreSQL the
// same recovery runs for documents untouched longer than a job may run.
describe.skipIf(TEST_DATABASE !== 'pglite')('knowledge ingestion survives a killed process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kb-crash-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('finishes after the restart a document whose process was killed as it began reading it, with each chunk once', {
    timeout: PROCESS_TEST_TIMEOUT_MS,
  }, async () => {
    const env = {
      DATA_DIR: dataDir,
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      JOBS_POLLING_SECONDS: '0.5',
    };
    const text = Array.from(
      { length: 10_000 },
      (_, n) => `Paragraph ${n}: the tide table for berth ${n % 40} and the pilot's notes for that day.`,
    ).join('\n\n');

    const first = await startServerProcess(env);
    const headers = { origin: first.url };
    const signup = await fetch(`${first.url}/api/auth/signup`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Ada',
        email: `crash-${Date.now()}@example.com`,
        password: 'correct horse battery',
      }),
    });
    const cookie = signup.headers.get('set-cookie')?.split(';')[0] ?? '';
    const json = { ...headers, cookie, 'content-type': 'application/json' };
    const { uid } = (await (
      await fetch(`${first.url}/api/onboarding`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ region: 'na' }),
      })
    ).json()) as { uid: string };
    const created = await fetch(`${first.url}/api/na/workspaces/${uid}/agents`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ agentName: 'Tides' }),
    });
    const agentId = ((await created.json()) as { agentCreated: { ID: string } }).agentCreated.ID;
    const form = new FormData();
    form.append('file', new Blob([text]), 'tides.txt');
    const upload = await fetch(`${first.url}/api/na/v2/agents/${agentId}/knowledge/upload`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: form,
    });
    expect(upload.status).toBe(201);
    const docId = ((await upload.json()) as KbDoc).ID;
    // Killed as soon as the upload is answered: the job, woken at once, is then starting or writing.
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));

    const second = await startServerProcess(env);
    try {
      const list = async () =>
        (
          (await (
            await fetch(`${second.url}/api/na/v2/agents/${agentId}/knowledge`, { headers: { cookie } })
          ).json()) as { docs: KbDoc[] }
        ).docs;
      let doc = (await list()).find((d) => d.ID === docId);
      for (let i = 0; i < 300 && (doc?.status === 'PENDING' || doc?.status === 'INITIALIZED'); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        doc = (await list()).find((d) => d.ID === docId);
      }
      expect(doc).toMatchObject({
        status: 'SUCCESS',
        charCount: text.length,
        chunkCount: chunkText(text, DEFAULT_MAX_CHUNK_SIZE).length,
      });
    } finally {
      expect(await second.stop()).toBe(0);
    }
  });
});
