import { ACTIVE_SESSION_WINDOW_MS, ZActiveSessionList } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithWorkspace } from '../../../test/app.js';
import { conversations } from '../../platform/db/schema/index.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

let address = 0;

async function ownerWithAgent(agentName: string) {
  const owner = await signUpWithWorkspace(app);
  const uid = owner.workspace.uid;
  const created = await owner.client.post(`/api/na/workspaces/${uid}/agents`, { agentName });
  const agentId = created.json().agentCreated.ID as string;
  const sessions = async () => {
    const res = await owner.client.get(`/api/na/workspaces/${uid}/sessions`);
    expect(res.statusCode).toBe(200);
    return ZActiveSessionList.parse(res.json());
  };
  return { ...owner, uid, agentId, sessions };
}

/** A visitor opens the widget and, unless told otherwise, writes once (the local responder answers). */
async function visitorChats(agentId: string, text?: string) {
  const remoteAddress = `203.0.113.${++address}`;
  const started = await app.inject({
    method: 'POST',
    url: `/api/na/public/agents/${agentId}/conversations`,
    remoteAddress,
  });
  expect(started.statusCode).toBe(201);
  const { conversationId, visitorToken } = started.json() as { conversationId: string; visitorToken: string };
  if (text) {
    const sent = await app.inject({
      method: 'POST',
      url: `/api/na/public/conversations/${conversationId}/messages`,
      remoteAddress,
      headers: { authorization: `Bearer ${visitorToken}` },
      payload: { messageId: 'm1', text },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('event: done');
  }
  return conversationId;
}

describe('active sessions', () => {
  it("lists the workspace's conversations active now, with their agent, channel, times and message count", async () => {
    const owner = await ownerWithAgent('Front desk');
    expect((await owner.sessions()).sessions).toEqual([]);

    const before = Date.now();
    const chatting = await visitorChats(owner.agentId, 'Hello there');
    const justOpened = await visitorChats(owner.agentId);

    const { sessions, activeWindowMinutes } = await owner.sessions();
    expect(activeWindowMinutes).toBe(ACTIVE_SESSION_WINDOW_MS / 60_000);
    expect(sessions.map((s) => s.conversationId).sort()).toEqual([chatting, justOpened].sort());
    const active = sessions.find((s) => s.conversationId === chatting)!;
    expect(active).toMatchObject({ agentId: owner.agentId, agentTitle: 'Front desk', channel: 'web', messageCount: 2 });
    expect(Date.parse(active.startedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(active.lastMessageAt)).toBeGreaterThanOrEqual(Date.parse(active.startedAt));
    expect(sessions.find((s) => s.conversationId === justOpened)?.messageCount).toBe(0);
  });

  it('leaves out conversations quiet for longer than the window, and ended ones', async () => {
    const owner = await ownerWithAgent('Night shift');
    const quiet = await visitorChats(owner.agentId, 'Anyone?');
    const ended = await visitorChats(owner.agentId, 'Thanks, bye');
    const current = await visitorChats(owner.agentId, 'Still here');
    const db = app.regions.db('na');
    await db
      .update(conversations)
      .set({ lastMessageAt: new Date(Date.now() - ACTIVE_SESSION_WINDOW_MS - 60_000) })
      .where(eq(conversations.id, quiet));
    await db.update(conversations).set({ endedAt: new Date() }).where(eq(conversations.id, ended));

    expect((await owner.sessions()).sessions.map((s) => s.conversationId)).toEqual([current]);
  });

  it("shows no other workspace's sessions, and answers 404 for another workspace", async () => {
    const a = await ownerWithAgent('A agent');
    const b = await ownerWithAgent('B agent');
    await visitorChats(b.agentId, 'Private question');
    expect((await a.sessions()).sessions).toEqual([]);
    const res = await a.client.get(`/api/na/workspaces/${b.uid}/sessions`);
    expect(res.statusCode).toBe(404);
    expect((await b.sessions()).sessions).toHaveLength(1);
  });
});
