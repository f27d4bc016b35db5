import { LOCAL_RESPONDER_LABEL } from '@agent-platform/core';
import { describe, expect, it } from 'vitest';
import { type Chat, parseEvents, useChatTestbed } from '../../../test/chat-client.js';

const { bed, ownerWithAgent, startChat, send } = useChatTestbed();

/** An agent whose knowledge base holds one Q&A, ready to be retrieved. */
async function agentThatKnows(withModel: boolean) {
  const owner = await ownerWithAgent({ withModel });
  const base = `/api/na/v2/agents/${owner.agentId}/knowledge`;
  const added = await owner.client.post(`${base}/qa`, {
    question: 'How long is the warranty on a lantern?',
    answer: 'Every lantern carries a five-year warranty against rust.',
  });
  expect(added.statusCode).toBeLessThan(300);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const doc = (await owner.client.get(base)).json().docs[0];
    if (doc.status === 'SUCCESS') break;
    if (doc.status === 'ERROR' || Date.now() > deadline) throw new Error(`the Q&A was not indexed: ${doc.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return owner;
}

const ask = async (chat: Chat, text: string) =>
  parseEvents((await send(chat, { messageId: 'm1', text })).payload).at(-1)?.data as {
    text: string;
    label?: string;
    trace?: { chunks?: { docName: string; text: string; score: number }[] };
  };

describe("answers from the agent's knowledge base", () => {
  it('gives the model the best chunks, and the debugger shows them with their scores', async () => {
    const { agentId } = await agentThatKnows(true);
    const done = await ask(await startChat(agentId), 'What warranty do lanterns have?');
    expect(done.trace?.chunks).toEqual([
      expect.objectContaining({ text: expect.stringContaining('five-year warranty'), score: expect.any(Number) }),
    ]);
    const system = JSON.stringify(bed.llm.requests.at(-1)?.body?.messages?.[0]);
    expect(system).toContain('Every lantern carries a five-year warranty against rust.');
  });

  it("lets the local responder answer with the knowledge base's sentence, labelled", async () => {
    const { agentId } = await agentThatKnows(false);
    const done = await ask(await startChat(agentId), 'What warranty do lanterns have?');
    expect(done.label).toBe(LOCAL_RESPONDER_LABEL);
    expect(done.text).toContain('Every lantern carries a five-year warranty against rust.');
    expect(done.trace?.chunks).toHaveLength(1);
  });
});
