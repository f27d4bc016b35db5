import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { creditLedger, workspaces } from '../src/platform/db/schema/index.js';
import { type browser, createTestApp, signUpWithWorkspace } from './app.js';
import { type FakeOpenAI, type FakeOpenAIOptions, startFakeOpenAI } from './fakes/openai-server.js';

export const FAKE_LLM_KEY = 'sk-fake-key-123456';

export interface Chat {
  conversationId: string;
  visitorToken: string;
  messages: { content: string }[];
}

export interface Sse {
  event: string;
  data: Record<string, unknown>;
  /** The event's id, where the stream gives one (a reconnecting client sends it back as `Last-Event-ID`). */
  id?: string;
}

/** Reads a server-sent events body into its events. */
export function parseEvents(payload: string): Sse[] {
  return payload
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? '';
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}');
      const id = /^id: (.*)$/m.exec(block)?.[1];
      return id === undefined ? { event, data } : { event, data, id };
    });
}

/**
 * Adds a Q&A to the agent's knowledge base through the API and waits until its ingestion ends;
 * returns the document as listed (status SUCCESS or ERROR).
 */
export async function addQa(
  client: ReturnType<typeof browser>,
  agentId: string,
  qa: { question: string; answer: string },
) {
  const base = `/api/na/v2/agents/${agentId}/knowledge`;
  const added = await client.post(`${base}/qa`, qa);
  expect(added.statusCode).toBeLessThan(300);
  const { id } = added.json();
  const deadline = Date.now() + 20_000;
  for (;;) {
    const docs: { id: string; status: string; error?: string }[] = (await client.get(base)).json().docs;
    const doc = docs.find((listed) => listed.id === id);
    if (doc && (doc.status === 'SUCCESS' || doc.status === 'ERROR')) return doc;
    if (Date.now() > deadline) throw new Error(`the Q&A was not indexed: ${doc?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A test app and a fake language model for the file's tests, and helpers for an owner, their
 * agents and visitors chatting with them through the public chat API. Each visitor call comes
 * from its own address, so per-address limits stay out of the way.
 */
export function useChatTestbed(
  config: Record<string, string> | ((llm: FakeOpenAI) => Record<string, string>) = {},
  llmOptions: FakeOpenAIOptions = {},
) {
  const bed = {} as { app: FastifyInstance; llm: FakeOpenAI };
  beforeAll(async () => {
    bed.llm = await startFakeOpenAI({ apiKey: FAKE_LLM_KEY, ...llmOptions });
    // A function is read when the app starts, after the file's earlier beforeAll hooks ran.
    const env = typeof config === 'function' ? config(bed.llm) : config;
    bed.app = await createTestApp({
      ...env,
      EGRESS_ALLOW: [bed.llm.hostPort, env.EGRESS_ALLOW].filter(Boolean).join(','),
    });
  });
  afterAll(async () => {
    await bed.app?.close();
    await bed.llm?.close();
  });
  let address = 0;
  const visitorAddress = () => `198.51.${Math.floor(++address / 250) % 250}.${(address % 250) + 1}`;

  async function ownerWithAgent({ withModel }: { withModel: boolean }) {
    const owner = await signUpWithWorkspace(bed.app);
    const uid = owner.workspace.uid;
    const agentId = (await owner.client.post(`/api/na/workspaces/${uid}/agents`, { agentName: 'Helper' })).json()
      .agentCreated.ID as string;
    if (withModel) {
      const saved = await owner.client.post(`/api/na/workspaces/${uid}/llm-credentials`, {
        provider: 'openai-compatible',
        label: 'Fake',
        baseURL: bed.llm.url,
        apiKey: FAKE_LLM_KEY,
      });
      expect(saved.statusCode).toBe(201);
    }
    /** Saves changes to the agent document the way the dashboard does. */
    const updateAgent = async (changes: Record<string, unknown>) => {
      const { agent } = (await owner.client.get(`/api/na/v2/agents/${agentId}`)).json();
      const saved = await owner.client.post(`/api/na/v2/agents/${agentId}`, { ...agent, ...changes });
      expect(saved.statusCode).toBe(200);
    };
    return { ...owner, uid, agentId, updateAgent };
  }

  async function startChat(agentId: string): Promise<Chat> {
    const res = await bed.app.inject({
      method: 'POST',
      url: `/api/na/public/agents/${agentId}/conversations`,
      remoteAddress: visitorAddress(),
    });
    expect(res.statusCode).toBe(201);
    return res.json();
  }

  const send = (chat: Chat, body: unknown, token = chat.visitorToken) =>
    bed.app.inject({
      method: 'POST',
      url: `/api/na/public/conversations/${chat.conversationId}/messages`,
      headers: { authorization: `Bearer ${token}` },
      payload: body as object,
      remoteAddress: visitorAddress(),
    });

  /** Sends as the test panel does, for a member of the agent's workspace: the answer has its figures and trace. */
  const sendAsMember = (owner: { client: ReturnType<typeof browser>; agentId: string }, chat: Chat, body: unknown) =>
    owner.client.post(`/api/na/v2/agents/${owner.agentId}/conversations/${chat.conversationId}/messages`, body);

  const history = (chat: Chat) =>
    bed.app.inject({
      url: `/api/na/public/conversations/${chat.conversationId}/messages`,
      headers: { authorization: `Bearer ${chat.visitorToken}` },
      remoteAddress: visitorAddress(),
    });

  const balanceOf = async (uid: string) =>
    (await bed.app.regions.db('na').select().from(workspaces).where(eq(workspaces.uid, uid)))[0]?.loadTokens ?? NaN;

  const replyCharges = (uid: string) =>
    bed.app.regions
      .db('na')
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.workspaceUid, uid), eq(creditLedger.reason, 'agent-reply')));

  return { bed, ownerWithAgent, startChat, send, sendAsMember, history, balanceOf, replyCharges };
}
