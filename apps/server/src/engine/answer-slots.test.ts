import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { parseEvents, useChatTestbed } from '../../test/chat-client.js';
import { TOO_MANY_ANSWERS_MESSAGE } from './answer-slots.js';

const AT_ONCE = 2;
const WAITING = 6;
const FLOOD = AT_ONCE + WAITING;

describe("a workspace's share of the answers", () => {
  const { bed, ownerWithAgent, startChat, send } = useChatTestbed({
    WORKSPACE_ANSWERS_AT_ONCE: String(AT_ONCE),
    WORKSPACE_ANSWERS_WAITING: String(WAITING),
  });
  const modelCallsSaying = (text: string) =>
    bed.llm.requests.filter(
      (request) =>
        request.path === '/v1/chat/completions' &&
        request.body?.messages?.some((message) => message.role === 'user' && JSON.stringify(message).includes(text)),
    ).length;

  it("answers a second tenant's chat normally while a first tenant floods its model", async () => {
    const tenantA = await ownerWithAgent({ withModel: true });
    const tenantB = await ownerWithAgent({ withModel: true });
    const releaseModel = bed.llm.hold('flood from A');
    // A failed expectation must not leave answers held open past the test.
    onTestFinished(releaseModel);
    const chatsOfA = await Promise.all(Array.from({ length: FLOOD + 1 }, () => startChat(tenantA.agentId)));
    const flood = chatsOfA
      .slice(0, FLOOD)
      .map((chat, i) => send(chat, { messageId: `flood-${i}`, text: `flood from A, message ${i}` }));
    let floodAnswered = 0;
    for (const answer of flood) void answer.then(() => floodAnswered++);
    // A's first answers are at the model, which holds them; the rest wait in A's own line.
    await vi.waitFor(() => expect(modelCallsSaying('flood from A')).toBe(AT_ONCE), { timeout: 20_000 });
    await vi.waitFor(() => expect(bed.app.answerSlots.load()).toEqual({ running: AT_ONCE, waiting: WAITING }));

    // One more from A finds its line full and is told so, before anything is stored.
    const overflow = await send(chatsOfA[FLOOD]!, { messageId: 'one-too-many', text: 'flood from A, one too many' });
    expect(overflow.statusCode).toBe(429);
    expect(overflow.json().error).toEqual({ code: 'RATE_LIMITED', message: TOO_MANY_ANSWERS_MESSAGE });

    const chatOfB = await startChat(tenantB.agentId);
    const answerOfB = await send(chatOfB, { messageId: 'b-1', text: 'Hello from B' });
    const done = parseEvents(answerOfB.body).find((event) => event.event === 'done');
    expect(done?.data).toMatchObject({ responder: 'model', text: 'Hello from the test model. You said: Hello from B' });
    // B's answer came while every one of A's was still held at the model or waiting behind it.
    expect(floodAnswered).toBe(0);
    expect(modelCallsSaying('flood from A')).toBe(AT_ONCE);

    // A's flood waited rather than failing: once the model answers, every message is answered.
    releaseModel();
    const answersOfA = await Promise.all(flood);
    for (const answer of answersOfA) {
      expect(parseEvents(answer.body).map((event) => event.event)).toContain('done');
    }
    expect(modelCallsSaying('flood from A')).toBe(FLOOD);
    expect(modelCallsSaying('one too many')).toBe(0);
  });
});
