import { LEAD_NEEDS_CONTACT_MESSAGE } from '@agent-platform/core';
import { describe, expect, it } from 'vitest';
import { signUpWithWorkspace } from '../../../test/app.js';
import { type Chat, useChatTestbed } from '../../../test/chat-client.js';

const { bed, ownerWithAgent, startChat } = useChatTestbed();

const submit = (chat: Chat, body: unknown, token = chat.visitorToken) =>
  bed.app.inject({
    method: 'POST',
    url: `/api/na/public/conversations/${chat.conversationId}/leads`,
    headers: { authorization: `Bearer ${token}` },
    payload: body as object,
  });

describe('leads', () => {
  it('a lead sent from the chat is listed with its origin and conversation; sending again completes it', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const chat = await startChat(owner.agentId);
    const first = await submit(chat, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      customFields: { Company: 'Engines' },
    });
    expect(first.statusCode).toBe(201);
    expect((await submit(chat, { phone: '+44 20 7946 0000' })).json().id).toBe(first.json().id);

    const list = (await owner.client.get(`/api/na/workspaces/${owner.uid}/leads`)).json().leads;
    expect(list).toEqual([
      expect.objectContaining({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '+44 20 7946 0000',
        origin: 'web',
        status: 'new',
        agentId: owner.agentId,
        conversationId: chat.conversationId,
        customFields: { Company: 'Engines' },
      }),
    ]);
    const search = async (q: string) =>
      (await owner.client.get(`/api/na/workspaces/${owner.uid}/leads?q=${encodeURIComponent(q)}`)).json().leads;
    expect(await search('LOVELACE')).toHaveLength(1);
    expect(await search('7946')).toHaveLength(1);
    expect(await search('babbage')).toHaveLength(0);
  });

  it('refuses a form with no way to reach the visitor, and a token of another conversation', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const chat = await startChat(owner.agentId);
    const empty = await submit(chat, { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain(LEAD_NEEDS_CONTACT_MESSAGE);
    const other = await startChat(owner.agentId);
    expect((await submit(chat, { name: 'Eve' }, other.visitorToken)).statusCode).toBe(404);
    expect((await owner.client.get(`/api/na/workspaces/${owner.uid}/leads`)).json().leads).toEqual([]);
  });

  it('a member moves a lead along, and exports the leads as CSV with formulas defused', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const chat = await startChat(owner.agentId);
    const id = (await submit(chat, { name: '=HYPERLINK("http://evil.example")', email: 'x@example.com' })).json().id;
    const moved = await owner.client.request({
      method: 'PATCH',
      url: `/api/na/workspaces/${owner.uid}/leads/${id}`,
      payload: { status: 'contacted' },
    });
    expect(moved.json().status).toBe('contacted');
    const wrong = await owner.client.request({
      method: 'PATCH',
      url: `/api/na/workspaces/${owner.uid}/leads/${id}`,
      payload: { status: 'married' },
    });
    expect(wrong.statusCode).toBe(400);

    const csv = await owner.client.get(`/api/na/workspaces/${owner.uid}/leads/export`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="leads.csv"');
    const [header, row] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('Name,Email,Phone,Origin,Status,Captured at,Conversation');
    expect(row).toMatch(/^"'=HYPERLINK\(""http:\/\/evil.example""\)",x@example.com,,web,Contacted,/);
    expect(row).toContain(`/app/na/agents/${owner.agentId}/convos?conversation=${chat.conversationId}`);

    const stranger = await signUpWithWorkspace(bed.app);
    const theirs = await stranger.client.request({
      method: 'PATCH',
      url: `/api/na/workspaces/${stranger.workspace.uid}/leads/${id}`,
      payload: { status: 'lost' },
    });
    expect(theirs.statusCode).toBe(404);
  });
});
