import { FLOW_RUNTIME_LABEL } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEvents, useChatTestbed } from '../../test/chat-client.js';
import { FAKE_VF_GREETING, type FakeVoiceflow, startFakeVoiceflow } from '../../test/fakes/voiceflow-server.js';
import { conversations } from '../platform/db/schema/index.js';

const KEY = 'VF.DM.0123abcd.feedface9876';
let runtime: FakeVoiceflow;
beforeAll(async () => {
  runtime = await startFakeVoiceflow({ apiKey: KEY });
});
afterAll(() => runtime.close());

const { bed, ownerWithAgent, startChat, send, sendAsMember, history, balanceOf } = useChatTestbed(() => ({
  EGRESS_ALLOW: runtime.hostPort,
}));

async function vfAgent() {
  const owner = await ownerWithAgent({ withModel: true });
  const agentId = (
    await owner.client.post(`/api/na/workspaces/${owner.uid}/agents`, { agentName: 'Flow bot', agentPlatform: 'vf' })
  ).json().agentCreated.ID as string;
  const keyUrl = `/api/na/workspaces/${owner.uid}/agents/${agentId}/vf-api-key`;
  expect((await owner.client.request({ method: 'PUT', url: keyUrl, payload: { apiKey: KEY } })).statusCode).toBe(200);
  const { agent } = (await owner.client.get(`/api/na/v2/agents/${agentId}`)).json();
  await owner.client.post(`/api/na/v2/agents/${agentId}`, { ...agent, vfSettings: { runtimeUrl: runtime.url } });
  return { ...owner, agentId };
}

describe('a vf agent in the public chat', () => {
  it("greets with its flow's launch, answers from its runtime for free, and closes when the flow ends", async () => {
    const owner = await vfAgent();
    const { agentId, uid } = owner;
    const before = await balanceOf(uid);
    const chat = await startChat(agentId);
    expect(chat.messages).toEqual([
      expect.objectContaining({
        content: FAKE_VF_GREETING,
        parts: [{ type: 'buttons', buttons: [{ label: 'Pricing' }, { label: 'Support' }] }],
      }),
    ]);
    expect(runtime.requests.at(-1)).toMatchObject({ userID: chat.conversationId, authorization: KEY });

    const answer = parseEvents((await send(chat, { messageId: 'm1', text: 'Pricing' })).payload).at(-1)?.data;
    expect(answer).toMatchObject({ text: 'You said: Pricing', responder: 'flow-runtime' });
    // The test panel replays the same answer with its label, free.
    const tested = parseEvents((await sendAsMember(owner, chat, { messageId: 'm1', text: 'Pricing' })).payload).at(-1);
    expect(tested?.data).toMatchObject({ text: 'You said: Pricing', label: FLOW_RUNTIME_LABEL, credits: 0 });

    const farewell = parseEvents((await send(chat, { messageId: 'm2', text: 'bye' })).payload).at(-1)?.data;
    expect(farewell?.conversationEnded).toBe(true);
    expect((await send(chat, { messageId: 'm3', text: 'Hello?' })).statusCode).toBe(409);

    const stored = (await history(chat)).json().messages.map((m: { role: string }) => m.role);
    expect(stored).toEqual(['assistant', 'user', 'assistant', 'user', 'assistant']);
    expect(await balanceOf(uid)).toBe(before);
  });

  it('refuses to open a chat, saying why, when the runtime cannot answer, and leaves no conversation', async () => {
    const { agentId } = await vfAgent();
    runtime.queue({ status: 500 });
    const res = await bed.app.inject({ method: 'POST', url: `/api/na/public/agents/${agentId}/conversations` });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('FLOW_RUNTIME_FAILED');
    const left = await bed.app.regions.db('na').select().from(conversations).where(eq(conversations.agentId, agentId));
    expect(left).toEqual([]);
  });
});
