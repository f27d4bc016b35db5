import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { unpackBackup } from '../src/platform/backup/instance-backup.js';
import { openRegions } from '../src/platform/db/regions.js';
import { agents } from '../src/platform/db/schema/index.js';
import { TEST_DATABASE } from './app.js';
import { PROCESS_TEST_TIMEOUT_MS, type ServerProcess, startServerProcess } from './server-process.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** `npm run backup` / `npm run restore` as an operator runs them, with the server's environment. */
async function runScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', `scripts/${script}.ts`, ...args],
      { cwd: repoRoot, env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env } },
    );
    return { ok: true, output: stdout };
  } catch (error) {
    const failed = error as { stderr?: string; stdout?: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** What a person sees of the workspace: its agents, its conversations with their messages, its balance and secret. */
async function workspaceState(server: ServerProcess, cookie: string, uid: string) {
  const get = async (url: string) => {
    const res = await fetch(`${server.url}${url}`, { headers: { cookie } });
    expect(res.status, url).toBe(200);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const base = `/api/na/workspaces/${uid}`;
  const conversations = (await get(`${base}/conversations`)).conversations as { id: string }[];
  return {
    agents: ((await get(`${base}/agents`)).agents as { ID: string; title: string }[])
      .map(({ ID, title }) => ({ ID, title }))
      .sort((a, b) => a.ID.localeCompare(b.ID)),
    conversations: await Promise.all(
      conversations.map(async ({ id }) => {
        const { messages } = await get(`${base}/conversations/${id}`);
        return { id, messages: (messages as { role: string; content: string }[]).map((m) => [m.role, m.content]) };
      }),
    ),
    balance: (await get(base)).loadTokens,
    // Opened with the server key: the same secret means the key came back with the data.
    secret: (await get(`${base}/secret`)).workspaceSecret,
  };
}

async function signIn(server: ServerProcess, email: string, password: string) {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return res.headers.get('set-cookie')?.split(';')[0] ?? '';
}

// PostgreSQL servers are backed up with pg_dump; these scripts are for the embedded databases.
describe.skipIf(TEST_DATABASE !== 'pglite')('npm run backup and npm run restore', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'backup-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('restores a copy taken while the server runs into a fresh data folder, which serves the same agents, conversations and balance', {
    timeout: PROCESS_TEST_TIMEOUT_MS * 4,
  }, async () => {
    // No ENCRYPTION_KEY: the server makes its key in the data folder, and the backup must carry it.
    const live = { DATA_DIR: path.join(root, 'live') };
    const email = `backup-${Date.now()}@example.com`;
    const password = 'correct horse battery';
    const first = await startServerProcess(live);
    let uid: string;
    let before: Awaited<ReturnType<typeof workspaceState>>;
    const backupFile = path.join(root, 'instance.tar');
    try {
      const json = { 'content-type': 'application/json', origin: first.url };
      const signup = await fetch(`${first.url}/api/auth/signup`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ name: 'Ada', email, password }),
      });
      const cookie = signup.headers.get('set-cookie')?.split(';')[0] ?? '';
      const post = (url: string, body: unknown = {}) =>
        fetch(`${first.url}${url}`, { method: 'POST', headers: { ...json, cookie }, body: JSON.stringify(body) });
      const put = (url: string, body: unknown) =>
        fetch(`${first.url}${url}`, { method: 'PUT', headers: { ...json, cookie }, body: JSON.stringify(body) });
      uid = ((await (await post('/api/onboarding', { region: 'na' })).json()) as { uid: string }).uid;
      const base = `/api/na/workspaces/${uid}`;
      const agentIds: string[] = [];
      for (const agentName of ['Front desk', 'After hours']) {
        const created = await post(`${base}/agents`, { agentName });
        expect(created.status).toBe(201);
        agentIds.push(((await created.json()) as { agentCreated: { ID: string } }).agentCreated.ID);
      }
      const visitor = (await (await post(`/api/na/public/agents/${agentIds[0]}/conversations`)).json()) as {
        conversationId: string;
        visitorToken: string;
      };
      const sent = await fetch(`${first.url}/api/na/public/conversations/${visitor.conversationId}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${visitor.visitorToken}` },
        body: JSON.stringify({ messageId: 'm-1', text: 'Are you open on Sundays?' }),
      });
      expect(sent.status).toBe(200);
      await sent.text();
      // A balance of its own: credits bought with Test mode's card.
      const card = await post(`${base}/billing/sandbox/payment-methods`, {
        number: '4242424242424242',
        expMonth: 12,
        expYear: new Date().getUTCFullYear() + 2,
        cvc: '123',
      });
      const { paymentMethodId } = (await card.json()) as { paymentMethodId: string };
      expect((await put(`${base}/billing/payment-method`, { paymentMethodId })).status).toBe(200);
      expect((await post(`${base}/billing/credits`, { credits: 5000 })).status).toBe(200);

      before = await workspaceState(first, cookie, uid);
      expect(before.agents).toHaveLength(2);
      expect(before.conversations).toHaveLength(1);
      expect(before.conversations[0]?.messages.length).toBeGreaterThanOrEqual(2);

      const port = new URL(first.url).port;
      const backup = await runScript('backup', [backupFile], { ...live, PORT: port });
      expect(backup.output).toContain('Copied by the running server');
      expect(backup.ok).toBe(true);
      // Made after the copy: it is not in the backup.
      // (The free plan's two agents are made, so the later change is a visitor's new conversation.)
      expect((await post(`/api/na/public/agents/${agentIds[1]}/conversations`)).status).toBe(201);
    } finally {
      expect(await first.stop()).toBe(0);
    }

    const restored = { DATA_DIR: path.join(root, 'restored') };
    const restore = await runScript('restore', [backupFile], restored);
    expect(restore.output).toContain('Restored the backup');
    expect(restore.ok).toBe(true);
    // A data folder that holds a database is never written over without --replace.
    const again = await runScript('restore', [backupFile], restored);
    expect(again.ok).toBe(false);
    expect(again.output).toContain('already hold data');

    const second = await startServerProcess(restored);
    try {
      const cookie = await signIn(second, email, password);
      expect(await workspaceState(second, cookie, uid)).toEqual(before);
      // While a server has the folder open, nothing else may open it.
      const clash = await runScript('restore', [backupFile, '--replace'], restored);
      expect(clash.ok).toBe(false);
      expect(clash.output).toContain(`in use by process ${second.child.pid}`);
    } finally {
      expect(await second.stop()).toBe(0);
    }

    // With the server stopped the script opens the folders itself (nothing listens on the port).
    const offlineFile = path.join(root, 'offline.tar');
    const offline = await runScript('backup', [offlineFile], { ...restored, PORT: '9' });
    expect(offline.ok, offline.output).toBe(true);
    expect(Object.keys(unpackBackup(readFileSync(offlineFile)).regions)).toEqual(['na', 'eu']);
    const third = { DATA_DIR: path.join(root, 'third') };
    expect((await runScript('restore', [offlineFile], third)).ok).toBe(true);
    const regions = await openRegions(loadConfig({ NODE_ENV: 'test', ...third }));
    try {
      const rows = await regions.db('na').select({ ID: agents.id }).from(agents).where(eq(agents.workspaceUid, uid));
      // Both sorted: the agents list comes in its own order, and ids are random.
      expect(rows.map((r) => r.ID).sort()).toEqual(before.agents.map((a) => a.ID).sort());
    } finally {
      await regions.close();
    }
  });
});
