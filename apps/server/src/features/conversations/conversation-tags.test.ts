import { ONLY_PREDEFINED_TAGS_MESSAGE } from '@agent-platform/core';
import { describe, expect, it } from 'vitest';
import { signUpWithWorkspace } from '../../../test/app.js';
import { type Chat, useChatTestbed } from '../../../test/chat-client.js';

const { ownerWithAgent, startChat, bed } = useChatTestbed();

type Client = Awaited<ReturnType<typeof ownerWithAgent>>['client'];

const tagsUrl = (uid: string) => `/api/na/workspaces/${uid}/conversation-tags`;
const saveTagSettings = (client: Client, uid: string, payload: unknown) =>
  client.request({ method: 'PUT', url: tagsUrl(uid), payload: payload as object });
const tagConversation = (client: Client, uid: string, chat: Chat, tags: string[]) =>
  client.request({
    method: 'PATCH',
    url: `/api/na/workspaces/${uid}/conversations/${chat.conversationId}`,
    payload: { tags },
  });

describe("the organisation's predefined tags", () => {
  it('are suggestions while any tag is allowed: a conversation takes other tags too', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    expect((await owner.client.get(tagsUrl(owner.uid))).json()).toEqual({ predefinedTags: [], disallowAnyTags: false });
    const saved = await saveTagSettings(owner.client, owner.uid, {
      predefinedTags: [' billing ', '', 'shipping', 'billing'],
      disallowAnyTags: false,
    });
    expect(saved.statusCode).toBe(200);
    // Trimmed, the empty tag ignored, each once.
    expect(saved.json()).toEqual({ predefinedTags: ['billing', 'shipping'], disallowAnyTags: false });
    expect((await owner.client.get(tagsUrl(owner.uid))).json()).toEqual(saved.json());

    const chat = await startChat(owner.agentId);
    const tagged = await tagConversation(owner.client, owner.uid, chat, ['billing', 'vip']);
    expect(tagged.statusCode).toBe(200);
    expect(tagged.json().tags).toEqual(['billing', 'vip']);
  });

  it('with disallowAnyTags, are the only tags a conversation can be given; tags it already had stay', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const chat = await startChat(owner.agentId);
    expect((await tagConversation(owner.client, owner.uid, chat, ['legacy'])).statusCode).toBe(200);
    const saved = await saveTagSettings(owner.client, owner.uid, {
      predefinedTags: ['billing', 'shipping'],
      disallowAnyTags: true,
    });
    expect(saved.json()).toEqual({ predefinedTags: ['billing', 'shipping'], disallowAnyTags: true });

    const refused = await tagConversation(owner.client, owner.uid, chat, ['legacy', 'vip']);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({ code: 'VALIDATION_FAILED', message: ONLY_PREDEFINED_TAGS_MESSAGE });
    const allowed = await tagConversation(owner.client, owner.uid, chat, ['legacy', 'shipping']);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().tags).toEqual(['legacy', 'shipping']);
    const transcript = await owner.client.get(`/api/na/workspaces/${owner.uid}/conversations/${chat.conversationId}`);
    expect(transcript.json().conversation.tags).toEqual(['legacy', 'shipping']);
  });

  it('are refused in words when a tag is too long or the switch is missing', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const tooLong = await saveTagSettings(owner.client, owner.uid, {
      predefinedTags: ['x'.repeat(33)],
      disallowAnyTags: false,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe('A tag is at most 32 characters.');
    const noSwitch = await saveTagSettings(owner.client, owner.uid, { predefinedTags: ['billing'] });
    expect(noSwitch.statusCode).toBe(400);
    expect(noSwitch.json().error.message).toBe('disallowAnyTags must be true or false.');
    expect((await owner.client.get(tagsUrl(owner.uid))).json()).toEqual({ predefinedTags: [], disallowAnyTags: false });
  });

  it('can be set before the workspace has any agent', async () => {
    const { client, workspace } = await signUpWithWorkspace(bed.app);
    const saved = await saveTagSettings(client, workspace.uid, { predefinedTags: ['sales'], disallowAnyTags: true });
    expect(saved.statusCode).toBe(200);
    expect((await client.get(tagsUrl(workspace.uid))).json()).toEqual({
      predefinedTags: ['sales'],
      disallowAnyTags: true,
    });
  });

  it("are 404 for another workspace's, which stay unchanged", async () => {
    const owner = await ownerWithAgent({ withModel: false });
    await saveTagSettings(owner.client, owner.uid, { predefinedTags: ['billing'], disallowAnyTags: true });
    const stranger = await signUpWithWorkspace(bed.app);
    expect((await stranger.client.get(tagsUrl(owner.uid))).statusCode).toBe(404);
    const planted = await saveTagSettings(stranger.client, owner.uid, { predefinedTags: [], disallowAnyTags: false });
    expect(planted.statusCode).toBe(404);
    expect((await owner.client.get(tagsUrl(owner.uid))).json()).toEqual({
      predefinedTags: ['billing'],
      disallowAnyTags: true,
    });
  });
});
