import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { TEST_DATABASE } from '../../../test/app.js';

const migrations = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../migrations/na');
/** The last migration of the channels' own inbox. */
const BEFORE_THE_WEBHOOK_INBOX = 19;

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The region's migrations as they stood before the webhook inbox. */
function migrationsBeforeTheWebhookInbox(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-before-webhook-inbox-'));
  folders.push(folder);
  cpSync(migrations, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= BEFORE_THE_WEBHOOK_INBOX);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/** A new, empty region database, on the database the suite runs on. */
async function emptyDatabase() {
  if (TEST_DATABASE === 'postgres') {
    const adminUrl = inject('postgresAdminUrl');
    const name = `t_${randomBytes(6).toString('hex')}_upgrade`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`).finally(() => admin.end());
    const client = new pg.Client({ connectionString: adminUrl.replace('/postgres?', `/${name}?`) });
    await client.connect();
    return {
      migrate: (migrationsFolder: string) => migratePg(drizzlePg(client), { migrationsFolder }),
      run: async (text: string) => void (await client.query(text)),
      rows: async (text: string) => (await client.query(text)).rows as Record<string, unknown>[],
      close: () => client.end(),
    };
  }
  const client = await PGlite.create({ extensions: { vector } });
  return {
    migrate: (migrationsFolder: string) => migratePglite(drizzlePglite(client), { migrationsFolder }),
    run: async (text: string) => void (await client.exec(text)),
    rows: async (text: string) => (await client.query<Record<string, unknown>>(text)).rows,
    close: () => client.close(),
  };
}

describe('the upgrade to the webhook inbox', () => {
  it('moves the messages the channels kept, answered or not, with their ids and where each stands', async () => {
    const db = await emptyDatabase();
    try {
      await db.migrate(migrationsBeforeTheWebhookInbox());
      await db.run(`
        insert into workspaces (uid, owner_id, workspace_name, secret_hash, secret_encrypted, limits)
          values ('w1', 'owner-1', 'Acme', 'hash', 'sealed', '{}');
        insert into agents (id, workspace_uid, title, last_modified, doc, secret_key_hash, secret_key_encrypted)
          values ('agent-1', 'w1', 'Support', 0, '{}', 'h1', 's1'), ('agent-2', 'w1', 'Sales', 0, '{}', 'h2', 's2');
        insert into channel_inbox (id, channel, agent_id, provider_message_id, payload, claimed_at, answered_at) values
          (7, 'telegram', 'agent-1', '42:1001', '{"update_id": 1001}', now(), now()),
          (8, 'telegram', 'agent-1', '42:1002', '{"update_id": 1002}', null, null),
          (9, 'whatsapp', 'agent-1', 'wamid.A', '{"wamid": "wamid.A"}', now(), null),
          (10, 'whatsapp', 'agent-2', 'wamid.A', '{"wamid": "wamid.A"}', null, null);
      `);

      await db.migrate(migrations);

      const moved = await db.rows(`
        select id::int as id, provider, event_id, agent_id, raw_body, claimed_at is not null as claimed,
               processed_at is not null as processed, attempts
        from webhook_inbox order by id`);
      expect(moved.map((row) => ({ ...row, raw_body: JSON.parse(String(row.raw_body)) }))).toEqual([
        {
          id: 7,
          provider: 'telegram',
          event_id: '42:1001',
          agent_id: 'agent-1',
          raw_body: { update_id: 1001 },
          claimed: true,
          processed: true,
          attempts: 1,
        },
        {
          id: 8,
          provider: 'telegram',
          event_id: '42:1002',
          agent_id: 'agent-1',
          raw_body: { update_id: 1002 },
          claimed: false,
          processed: false,
          attempts: 0,
        },
        {
          id: 9,
          provider: 'whatsapp',
          event_id: 'wamid.A',
          agent_id: 'agent-1',
          raw_body: { wamid: 'wamid.A' },
          claimed: true,
          processed: false,
          attempts: 1,
        },
        // The old inbox kept a message per agent: the second agent's copy is kept too.
        {
          id: 10,
          provider: 'whatsapp',
          event_id: 'wamid.A:agent-2',
          agent_id: 'agent-2',
          raw_body: { wamid: 'wamid.A' },
          claimed: false,
          processed: false,
          attempts: 0,
        },
      ]);
      // New events are numbered after the moved ones, which jobs queued before the upgrade name.
      const next = await db.rows(
        `insert into webhook_inbox (provider, event_id, raw_body) values ('stripe', 'evt_1', '{}') returning id::int as id`,
      );
      expect(next).toEqual([{ id: 11 }]);
      expect(await db.rows(`select 1 from pg_tables where tablename = 'channel_inbox'`)).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
