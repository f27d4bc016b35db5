/**
 * The reference acknowledgement of `bench:webhooks` (issue: performance): the least work a
 * durable webhook intake can do, on the same database engine as the server under test. A bare
 * Fastify route in a process of its own that checks the secret header and does one
 * `INSERT ... ON CONFLICT DO NOTHING` of the update into an inbox table, then answers 200.
 *
 * Env: PORT; SECRET (the header's expected value); DATABASE_URL for a PostgreSQL database, else
 * in-memory PGlite.
 */
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

const INSERT = `insert into ref_inbox (provider, event_id, payload) values ('telegram', $1, $2)
  on conflict do nothing`;

async function openInsert(): Promise<(params: unknown[]) => Promise<unknown>> {
  const create = `create table if not exists ref_inbox (provider text not null, event_id text not null,
    payload jsonb not null, received_at timestamptz not null default now(), primary key (provider, event_id))`;
  const url = process.env.DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    await pool.query(create);
    return (params) => pool.query(INSERT, params);
  }
  const db = await PGlite.create();
  await db.query(create);
  return (params) => db.query(INSERT, params);
}

const insert = await openInsert();
const secret = process.env.SECRET ?? '';
const app = Fastify();
app.post<{ Body: { update_id: number } }>('/webhook', async (request, reply) => {
  if (request.headers['x-telegram-bot-api-secret-token'] !== secret) return reply.status(401).send();
  await insert([String(request.body.update_id), request.body]);
  return reply.status(200).send();
});
app.get('/ready', async () => 'ok');
const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
console.log(`reference acknowledgement on ${address}`);
