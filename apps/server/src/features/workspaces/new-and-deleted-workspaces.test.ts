import { FREE_PLAN_LIMITS } from '@agent-platform/core';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, joinWorkspace, signUpWithWorkspace } from '../../../test/app.js';
import { openLiveStream } from '../../../test/live-stream.js';
import { workspaces } from '../../platform/db/schema/index.js';
import { randomId } from '../../platform/ids.js';
import { MAX_OWNED_WORKSPACES, OWNED_WORKSPACES_MESSAGE } from './create-workspace.js';
import { PERSONAL_UNDELETABLE_MESSAGE } from './delete-workspace.js';

let app: FastifyInstance;
let base = '';
beforeAll(async () => {
  app = await createTestApp();
  // Live streams never end by themselves, which an injected request would wait for: they need real HTTP.
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

describe('+ New Workspace', () => {
  it('makes a workspace the caller owns in the region, on the free plan, with no credits', async () => {
    const owner = await signUpWithWorkspace(app);
    const created = await owner.client.post('/api/eu/workspaces', { workspaceName: 'Second shop', region: 'eu' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      region: 'eu',
      workspaceName: 'Second shop',
      workspaceEmails: [owner.email],
      role: 'owner',
      loadTokens: 0,
      limits: FREE_PLAN_LIMITS,
    });
    const { uid } = created.json();
    const [row] = await app.regions.db('eu').select().from(workspaces).where(eq(workspaces.uid, uid));
    expect(row?.isPersonal).toBe(false);
    const me = (await owner.client.get('/api/auth/me')).json();
    expect(me.workspaces.map((w: { uid: string }) => w.uid)).toEqual([owner.workspace.uid, uid]);
    expect((await owner.client.get(`/api/eu/workspaces/${uid}/secret`)).statusCode).toBe(200);

    const mismatch = await owner.client.post('/api/na/workspaces', { workspaceName: 'Elsewhere', region: 'eu' });
    expect(mismatch.statusCode).toBe(400);
    expect(
      (await owner.client.post('/api/na/workspaces', { workspaceName: ' ', region: 'na' })).json().error.message,
    ).toBe('Please enter a workspace name.');
  });

  it(`stops at ${MAX_OWNED_WORKSPACES} owned workspaces`, async () => {
    const owner = await signUpWithWorkspace(app);
    const me = (await owner.client.get('/api/auth/me')).json();
    // The personal one and 18 more: one is left.
    await app.regions
      .db('na')
      .insert(workspaces)
      .values(
        Array.from({ length: MAX_OWNED_WORKSPACES - 2 }, () => ({
          uid: randomId(15),
          ownerId: me.account.id,
          workspaceName: 'Filler',
          secretHash: randomId(40),
          secretEncrypted: 'x',
          limits: { ...FREE_PLAN_LIMITS },
        })),
      );
    expect((await owner.client.post('/api/eu/workspaces', { workspaceName: 'Last', region: 'eu' })).statusCode).toBe(
      201,
    );
    const over = await owner.client.post('/api/na/workspaces', { workspaceName: 'One too many', region: 'na' });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(OWNED_WORKSPACES_MESSAGE);
  });
});

describe('deleting a workspace', () => {
  it('refuses the personal workspace and anyone without the right', async () => {
    const owner = await signUpWithWorkspace(app);
    const personal = await owner.client.delete(`/api/na/workspaces/${owner.workspace.uid}`);
    expect(personal.statusCode).toBe(403);
    expect(personal.json().error.message).toBe(PERSONAL_UNDELETABLE_MESSAGE);
    const uid = (await owner.client.post('/api/na/workspaces', { workspaceName: 'Shop', region: 'na' })).json().uid;
    const admin = await joinWorkspace(app, uid, 'admin');
    expect((await admin.client.delete(`/api/na/workspaces/${uid}`)).statusCode).toBe(403);
    expect((await owner.client.get(`/api/na/workspaces/${uid}`)).statusCode).toBe(200);
  });

  it("deletes everything of it, ends its members' access and live streams, and leaves other workspaces alone", async () => {
    const owner = await signUpWithWorkspace(app);
    const created = await owner.client.post('/api/na/workspaces', { workspaceName: 'Closing down', region: 'na' });
    const uid: string = created.json().uid;
    const url = `/api/na/workspaces/${uid}`;
    const secret = (await owner.client.get(`${url}/secret`)).json().workspaceSecret;
    const agentId = (await owner.client.post(`${url}/agents`, { agentName: 'Doomed' })).json().agentCreated.ID;
    await owner.client.post(`/api/na/v2/agents/${agentId}/knowledge/qa`, {
      question: 'Hours?',
      answer: 'Nine to five.',
    });
    await owner.client.post(`${url}/prompts`, { name: 'Style', content: 'Be brief.' });
    const chat = (await app.inject({ method: 'POST', url: `/api/na/public/agents/${agentId}/conversations` })).json();
    await app.inject({
      method: 'POST',
      url: `/api/na/public/conversations/${chat.conversationId}/leads`,
      headers: { authorization: `Bearer ${chat.visitorToken}` },
      payload: { email: 'lead@example.com' },
    });
    const member = await joinWorkspace(app, uid, 'member');
    expect((await member.client.get(url)).statusCode).toBe(200);
    const stream = await openLiveStream(`${base}${url}/conversations/events`, {
      cookie: member.client.cookie as string,
    });
    const bell = await openLiveStream(`${base}${url}/notifications/events`, { cookie: member.client.cookie as string });
    // The personal workspace holds data of its own, which must stay.
    const keptAgent = await owner.client.post(`/api/na/workspaces/${owner.workspace.uid}/agents`, {
      agentName: 'Kept',
    });
    expect(keptAgent.statusCode).toBe(201);
    expect(await rowsOf(uid, [agentId])).not.toEqual({});

    const deleted = await owner.client.delete(url);
    expect(deleted.statusCode).toBe(204);
    await stream.ended;
    await bell.ended;
    expect((await member.client.get(url)).statusCode).toBe(404);
    expect((await owner.client.get(url)).statusCode).toBe(404);
    const bySecret = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${secret}` } });
    expect(bySecret.statusCode).toBe(404);
    expect(await rowsOf(uid, [agentId])).toEqual({});
    const me = (await owner.client.get('/api/auth/me')).json();
    expect(me.workspaces.map((w: { uid: string }) => w.uid)).toEqual([owner.workspace.uid]);
    expect((await owner.client.get(`/api/na/workspaces/${owner.workspace.uid}/agents`)).json().agents).toHaveLength(1);
  });
});

describe("a removed member's live streams", () => {
  it('end at once, and their next call is 404', async () => {
    const owner = await signUpWithWorkspace(app);
    const member = await joinWorkspace(app, owner.workspace.uid, 'member');
    const url = `/api/na/workspaces/${owner.workspace.uid}`;
    const cookie = { cookie: member.client.cookie as string };
    const conversations = await openLiveStream(`${base}${url}/conversations/events`, cookie);
    const bell = await openLiveStream(`${base}${url}/notifications/events`, cookie);
    const ownersStream = await openLiveStream(`${base}${url}/conversations/events`, {
      cookie: owner.client.cookie as string,
    });
    let ownersEnded = false;
    void ownersStream.ended.then(() => {
      ownersEnded = true;
    });

    expect((await owner.client.delete(`${url}/members/${member.email}`)).statusCode).toBe(204);
    await conversations.ended;
    await bell.ended;
    expect((await member.client.get(url)).statusCode).toBe(404);
    // Opening it again is refused (an open stream would keep this request waiting).
    expect((await member.client.get(`${url}/conversations/events`)).statusCode).toBe(404);
    // The owner's stream stays open: it still hears a conversation starting.
    const agentId = (await owner.client.post(`${url}/agents`, { agentName: 'Live' })).json().agentCreated.ID;
    const chat = (await app.inject({ method: 'POST', url: `/api/na/public/agents/${agentId}/conversations` })).json();
    await app.inject({
      method: 'POST',
      url: `/api/na/public/conversations/${chat.conversationId}/messages`,
      headers: { authorization: `Bearer ${chat.visitorToken}` },
      payload: { messageId: 'm1', text: 'Hello' },
    });
    expect((await ownersStream.next()).event).toBe('change');
    expect(ownersEnded).toBe(false);
    ownersStream.close();
  });
});

/** Rows left in any table holding a workspace's data (by its uid, or by one of its agents), by table. */
async function rowsOf(uid: string, agentIds: string[]): Promise<Record<string, number>> {
  const db = app.regions.db('na');
  const columns = (await db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and column_name in ('workspace_uid', 'agent_id')`)) as Rows<{
    table_name: string;
    column_name: string;
  }>;
  const left: Record<string, number> = {};
  for (const { table_name, column_name } of rowsIn(columns)) {
    const ids = column_name === 'workspace_uid' ? [uid] : agentIds;
    const counted = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)} in ${ids}`,
    )) as Rows<{ n: number }>;
    const n = rowsIn(counted)[0]?.n ?? 0;
    if (n > 0) left[`${table_name}.${column_name}`] = n;
  }
  return left;
}

/** `execute` answers rows on PGlite and a result holding them on pg. */
type Rows<T> = T[] | { rows: T[] };
function rowsIn<T>(result: Rows<T>): T[] {
  return Array.isArray(result) ? result : result.rows;
}
