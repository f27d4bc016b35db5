import { LOCAL_RESPONDER_LABEL, replyCost } from '@agent-platform/core';
import { describe, expect, it } from 'vitest';
import { addQa, type Chat, parseEvents, useChatTestbed } from '../../test/chat-client.js';

const { bed, ownerWithAgent, startChat, sendAsMember, replyCharges } = useChatTestbed();

const LANTERN_QA = {
  question: 'How long is the warranty on a lantern?',
  answer: 'Every lantern carries a five-year warranty against rust.',
};

/** An agent whose knowledge base holds one Q&A, ready to be retrieved. */
type Owner = Awaited<ReturnType<typeof ownerWithAgent>>;

async function agentThatKnows(withModel: boolean) {
  const owner = await ownerWithAgent({ withModel });
  expect((await addQa(owner.client, owner.agentId, LANTERN_QA)).status).toBe('SUCCESS');
  return owner;
}

/** Asks in the test panel, where the debugger shows the answer's chunks and figures. */
const ask = async (owner: Owner, chat: Chat, text: string) =>
  parseEvents((await sendAsMember(owner, chat, { messageId: 'm1', text })).payload).at(-1)?.data as {
    text: string;
    label?: string;
    credits: number;
    inputTokens: number;
    outputTokens: number;
    trace?: { chunks?: { docName: string; text: string; score: number }[]; searchQuery?: string };
  };

describe("answers from the agent's knowledge base", () => {
  it('gives the model the best chunks, and the debugger shows them with their scores', async () => {
    const owner = await agentThatKnows(true);
    const done = await ask(owner, await startChat(owner.agentId), 'What warranty do lanterns have?');
    expect(done.trace?.chunks).toEqual([
      expect.objectContaining({ text: expect.stringContaining('five-year warranty'), score: expect.any(Number) }),
    ]);
    const system = JSON.stringify(bed.llm.requests.at(-1)?.body?.messages?.[0]);
    expect(system).toContain('Every lantern carries a five-year warranty against rust.');
  });

  it("lets the local responder answer with the knowledge base's sentence, labelled", async () => {
    const owner = await agentThatKnows(false);
    const done = await ask(owner, await startChat(owner.agentId), 'What warranty do lanterns have?');
    expect(done.label).toBe(LOCAL_RESPONDER_LABEL);
    expect(done.text).toContain('Every lantern carries a five-year warranty against rust.');
    expect(done.trace?.chunks).toHaveLength(1);
  });
});

// Shares no searchable word with the Q&A: only a rewrite that names the subject finds it.
const FOLLOW_UP = 'Does that cover the green model too?';

describe('smart knowledge search (vg_kb_llm.searchMethod)', () => {
  it('simple searches with the message itself', async () => {
    const owner = await agentThatKnows(true);
    await owner.updateAgent({ vg_kb_llm: { searchMethod: 'simple' } });
    const done = await ask(owner, await startChat(owner.agentId), FOLLOW_UP);
    expect(done.trace?.chunks).toBeUndefined();
  });

  it("smart has the model rewrite the message first, with the agent's search settings, and charges the rewrite", async () => {
    const owner = await agentThatKnows(true);
    await owner.updateAgent({
      vg_kb_llm: {
        searchMethod: 'smart',
        searchPrompt: 'Turn this into a search query.',
        modelId: 'fake-large',
        maxTokens: 20,
      },
    });
    const chat = await startChat(owner.agentId);
    const before = bed.llm.requests.length;
    bed.llm.queue({ text: 'lantern warranty duration' }, { text: 'Five years.' });
    const done = await ask(owner, chat, FOLLOW_UP);

    const [rewrite, answer] = bed.llm.requests.slice(before);
    expect(rewrite?.body).toMatchObject({ model: 'fake-large', max_tokens: 20, temperature: 0 });
    expect(rewrite?.body?.messages?.[0]).toEqual({ role: 'system', content: 'Turn this into a search query.' });
    expect(JSON.stringify(rewrite?.body?.messages?.[1])).toContain(`Visitor: ${FOLLOW_UP}`);
    expect(JSON.stringify(answer?.body?.messages?.[0])).toContain('five-year warranty');
    expect(done.trace?.searchQuery).toBe('lantern warranty duration');
    expect(done.trace?.chunks).toEqual([expect.objectContaining({ text: expect.stringContaining('five-year') })]);

    // Both calls' tokens count, and the one charge covers both, each at its own model's price.
    const used = [rewrite, answer].map((call) => call?.usage ?? { prompt_tokens: NaN, completion_tokens: NaN });
    expect(done.inputTokens).toBe((used[0]?.prompt_tokens ?? 0) + (used[1]?.prompt_tokens ?? 0));
    expect(done.outputTokens).toBe((used[0]?.completion_tokens ?? 0) + (used[1]?.completion_tokens ?? 0));
    const cost = (model: string, usage = used[0]) =>
      replyCost(model, usage?.prompt_tokens ?? NaN, usage?.completion_tokens ?? NaN);
    expect(done.credits).toBeCloseTo(cost('fake-large', used[0]) + cost(answer?.body?.model ?? '', used[1]), 3);
    const charges = await replyCharges(owner.uid);
    expect(charges.map((charge) => -charge.delta)).toEqual([done.credits]);
  });

  it('rewrites nothing, and charges no rewrite, for an agent without knowledge', async () => {
    const owner = await ownerWithAgent({ withModel: true });
    await owner.updateAgent({ vg_kb_llm: { searchMethod: 'smart' } });
    const chat = await startChat(owner.agentId);
    const before = bed.llm.requests.length;
    const done = await ask(owner, chat, FOLLOW_UP);
    // The answer's call only.
    expect(bed.llm.requests.length).toBe(before + 1);
    expect(done.trace?.searchQuery).toBeUndefined();
    const answer = bed.llm.requests.at(-1);
    expect(done.credits).toBeCloseTo(
      replyCost(
        answer?.body?.model ?? '',
        answer?.usage?.prompt_tokens ?? NaN,
        answer?.usage?.completion_tokens ?? NaN,
      ),
      3,
    );
  });

  it('searches with the message when the rewrite fails, and when there is no model to rewrite with', async () => {
    const owner = await agentThatKnows(true);
    await owner.updateAgent({ vg_kb_llm: { searchMethod: 'smart' } });
    bed.llm.queue({ status: 500, message: 'overloaded' }, { status: 500, message: 'overloaded' });
    const done = await ask(owner, await startChat(owner.agentId), 'What warranty do lanterns have?');
    expect(done.trace?.searchQuery).toBeUndefined();
    expect(done.trace?.chunks).toHaveLength(1);

    const local = await agentThatKnows(false);
    await local.updateAgent({ vg_kb_llm: { searchMethod: 'smart' } });
    const before = bed.llm.requests.length;
    const answered = await ask(local, await startChat(local.agentId), 'What warranty do lanterns have?');
    expect(answered.label).toBe(LOCAL_RESPONDER_LABEL);
    expect(answered.trace?.chunks).toHaveLength(1);
    expect(bed.llm.requests.length).toBe(before);
  });
});
