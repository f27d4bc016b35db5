import { LEAD_TOOL_NAME } from '@agent-platform/core';
import { describe, expect, it } from 'vitest';
import { type Chat, parseEvents, useChatTestbed } from '../../test/chat-client.js';

const { bed, ownerWithAgent, startChat, send, sendAsMember } = useChatTestbed();

type Owner = Awaited<ReturnType<typeof ownerWithAgent>>;

interface Done {
  text: string;
  trace?: { toolCalls?: { toolName: string; output?: unknown; error?: string }[] };
}
const doneOf = (payload: string) => parseEvents(payload).at(-1)?.data as unknown as Done;
const leadsOf = async (owner: Owner) =>
  (await owner.client.get(`/api/na/workspaces/${owner.uid}/leads`)).json().leads as Record<string, unknown>[];
const submitForm = (chat: Chat, body: unknown) =>
  bed.app.inject({
    method: 'POST',
    url: `/api/na/public/conversations/${chat.conversationId}/leads`,
    headers: { authorization: `Bearer ${chat.visitorToken}` },
    payload: body as object,
  });

describe("the engine's lead tool", () => {
  it('is offered to a prompt agent’s model, saying when to call it', async () => {
    const owner = await ownerWithAgent({ withModel: true });
    bed.llm.requests.length = 0;
    await send(await startChat(owner.agentId), { messageId: 'm1', text: 'Hello' });
    const offered = bed.llm.requests.at(-1)?.body?.tools as unknown as {
      function: { name: string; description: string; parameters: { properties: Record<string, unknown> } };
    }[];
    const lead = offered.find((tool) => tool.function.name === LEAD_TOOL_NAME);
    expect(lead?.function.description).toMatch(/typed their name, email address or phone number/);
    expect(Object.keys(lead?.function.parameters.properties ?? {})).toEqual(['name', 'email', 'phone']);
  });

  it('saves the details the visitor typed as the conversation’s lead, which the form then completes', async () => {
    const owner = await ownerWithAgent({ withModel: true });
    const chat = await startChat(owner.agentId);
    const res = await sendAsMember(owner, chat, {
      messageId: 'm1',
      text: 'Please use the save_lead tool {"name":"Grace Hopper","email":"grace@example.com","phone":null}',
    });
    const done = doneOf(res.payload);
    expect(done.text).toBe('The tool answered: {"saved":true}');
    expect(done.trace?.toolCalls).toEqual([
      expect.objectContaining({ toolName: LEAD_TOOL_NAME, output: { saved: true } }),
    ]);
    expect(await leadsOf(owner)).toEqual([
      expect.objectContaining({
        name: 'Grace Hopper',
        email: 'grace@example.com',
        phone: null,
        origin: 'web',
        status: 'new',
        agentId: owner.agentId,
        conversationId: chat.conversationId,
      }),
    ]);

    // The same conversation's lead form fills in what the tool did not have.
    expect((await submitForm(chat, { phone: '+1 555 0100' })).statusCode).toBe(201);
    expect(await leadsOf(owner)).toEqual([
      expect.objectContaining({ name: 'Grace Hopper', email: 'grace@example.com', phone: '+1 555 0100' }),
    ]);
  });

  it('refuses details the lead form would refuse, telling the model why, and saves nothing', async () => {
    const owner = await ownerWithAgent({ withModel: true });
    const chat = await startChat(owner.agentId);
    const res = await sendAsMember(owner, chat, {
      messageId: 'm1',
      text: 'Please use the save_lead tool {"email":"grace at home"}',
    });
    const done = doneOf(res.payload);
    expect(done.trace?.toolCalls?.[0]).toMatchObject({
      toolName: LEAD_TOOL_NAME,
      error: 'Please enter a valid email address.',
    });
    expect(await leadsOf(owner)).toEqual([]);
  });
});
