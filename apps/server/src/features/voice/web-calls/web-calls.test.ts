import type { AddressInfo } from 'node:net';
import {
  DEFAULT_VOICE_QUESTION,
  VOICE_PREVIEW_TEXT,
  WEB_CALL_CREDITS_PER_MINUTE,
  WEB_CALL_MINUTES_LIMIT_MESSAGE,
  WEB_CALLING_OFF_MESSAGE,
} from '@agent-platform/core';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, signUpWithWorkspace } from '../../../../test/app.js';
import { type Chat, parseEvents, useChatTestbed } from '../../../../test/chat-client.js';
import { FAKE_AUDIO_PREFIX, type FakeDeepgram, startFakeDeepgram } from '../../../../test/fakes/deepgram-server.js';
import { creditLedger, webCalls, workspaces } from '../../../platform/db/schema/index.js';

const DEEPGRAM_KEY = 'dg-test-key-0001';
let deepgram: FakeDeepgram;
beforeAll(async () => {
  deepgram = await startFakeDeepgram({ apiKey: DEEPGRAM_KEY });
});
afterAll(() => deepgram.close());
const { bed, ownerWithAgent, startChat, send, balanceOf } = useChatTestbed(() => ({
  DEEPGRAM_API_URL: deepgram.url,
  DEEPGRAM_API_KEY: DEEPGRAM_KEY,
}));

type Owner = Awaited<ReturnType<typeof ownerWithAgent>>;

async function ownerWithCalling(transcriber = 'deepgram') {
  const owner = await ownerWithAgent({ withModel: true });
  const { agent } = (await owner.client.get(`/api/na/v2/agents/${owner.agentId}`)).json();
  await owner.updateAgent({
    voiceConfig: {
      ...agent.voiceConfig,
      config: { ...agent.voiceConfig.config, enableWebCalling: true },
      transcriber: { ...agent.voiceConfig.transcriber, provider: transcriber },
    },
  });
  return owner;
}

const startCall = (chat: Chat, token = chat.visitorToken) =>
  bed.app.inject({
    method: 'POST',
    url: `/api/na/public/conversations/${chat.conversationId}/calls`,
    headers: { authorization: `Bearer ${token}` },
  });
const endCall = (chat: Chat, callId: string, token = chat.visitorToken) =>
  bed.app.inject({
    method: 'POST',
    url: `/api/na/public/conversations/${chat.conversationId}/calls/${callId}/end`,
    headers: { authorization: `Bearer ${token}` },
  });
/** The call has lasted `seconds` so far (its start moved back; the clock is not waited on). */
const talkFor = (callId: string, seconds: number) =>
  bed.app.regions
    .db('na')
    .update(webCalls)
    .set({ startedAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(webCalls.id, callId));
const voiceCharges = (uid: string) =>
  bed.app.regions
    .db('na')
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.workspaceUid, uid), eq(creditLedger.featureKey, 'voice')));
const widgetData = async (agentId: string) =>
  (await bed.app.inject({ url: `/api/na/public/agents/${agentId}` })).json().data;

describe('web calls', () => {
  it('are refused while the agent does not offer them, and the widget shows no call button', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    expect((await owner.client.get(`/api/na/v2/agents/${owner.agentId}/channels`)).json().voiceActive).toBe(false);
    expect((await widgetData(owner.agentId)).webCall).toBeUndefined();
    const res = await startCall(await startChat(owner.agentId));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'WEB_CALLING_OFF', message: WEB_CALLING_OFF_MESSAGE });
  });

  it('with enableWebCalling: the widget learns how to call, and the voice channel turns Active', async () => {
    const owner = await ownerWithCalling();
    const before = (await owner.client.get(`/api/na/v2/agents/${owner.agentId}/channels`)).json();
    expect(before.voiceActive).toBe(true);
    expect((await widgetData(owner.agentId)).webCall).toEqual({
      speech: 'deepgram',
      language: 'en',
      // The own-platform agent's Google Live voice (spec 000 §3 google-live).
      voiceId: 'puck',
      // The own-platform agent's 150 (spec 000 §3).
      utteranceThresholdMs: 150,
    });
    const browserOwner = await ownerWithCalling('browser');
    const { agent } = (await browserOwner.client.get(`/api/na/v2/agents/${browserOwner.agentId}`)).json();
    await browserOwner.updateAgent({ vapiConfig: { ...agent.vapiConfig, promptOnWeb: true } });
    const data = await widgetData(browserOwner.agentId);
    expect(data.webCall.speech).toBe('browser');
    expect(data.webCall.prompt.question).toBe(DEFAULT_VOICE_QUESTION);
  });

  it('a call makes a voice conversation in Chats whose spoken turns are its transcript', async () => {
    const owner = await ownerWithCalling();
    const chat = await startChat(owner.agentId);
    const started = await startCall(chat);
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({ callId: expect.any(String), speech: 'deepgram' });
    const said = await send(chat, { messageId: 'spoken-1', text: 'What are your opening hours?' });
    expect(parseEvents(said.body).at(-1)?.event).toBe('done');
    const list = (await owner.client.get(`/api/na/workspaces/${owner.uid}/conversations?channel=voice`)).json();
    expect(list.conversations.map((c: { id: string }) => c.id)).toEqual([chat.conversationId]);
    expect(list.conversations[0].channel).toBe('voice');
    const web = (await owner.client.get(`/api/na/workspaces/${owner.uid}/conversations?channel=web`)).json();
    expect(web.conversations).toHaveLength(0);
    const transcript = (
      await owner.client.get(`/api/na/workspaces/${owner.uid}/conversations/${chat.conversationId}`)
    ).json();
    expect(transcript.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(transcript.messages[0].content).toBe('What are your opening hours?');
  });

  it('charges the minutes once per call, however often and however concurrently it is ended', async () => {
    const owner = await ownerWithCalling();
    await bed.app.regions.db('na').update(workspaces).set({ loadTokens: 1000 }).where(eq(workspaces.uid, owner.uid));
    const chat = await startChat(owner.agentId);
    const { callId } = (await startCall(chat)).json();
    await talkFor(callId, 90);
    const ends = await Promise.all([endCall(chat, callId), endCall(chat, callId), endCall(chat, callId)]);
    const credits = 2 * WEB_CALL_CREDITS_PER_MINUTE.deepgram;
    for (const end of ends) {
      expect(end.statusCode).toBe(200);
      expect(end.json()).toMatchObject({ callId, minutes: 2, credits });
      expect(end.json().seconds).toBeGreaterThanOrEqual(90);
    }
    expect((await endCall(chat, callId)).json()).toEqual(ends[0]!.json());
    const charges = await voiceCharges(owner.uid);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({
      delta: -credits,
      reason: 'web-call',
      causedBy: 'feature',
      agentId: owner.agentId,
      idempotencyKey: `web-call:${callId}`,
    });
    expect(await balanceOf(owner.uid)).toBe(1000 - credits);
  });

  it('stops new calls once the month reaches maxMinutesMonthly', async () => {
    const owner = await ownerWithCalling('browser');
    const chat = await startChat(owner.agentId);
    const { callId } = (await startCall(chat)).json();
    await talkFor(callId, 170);
    expect((await endCall(chat, callId)).json()).toMatchObject({
      minutes: 3,
      credits: 3 * WEB_CALL_CREDITS_PER_MINUTE.browser,
    });
    const { agent } = (await owner.client.get(`/api/na/v2/agents/${owner.agentId}`)).json();
    await owner.updateAgent({ vapiConfig: { ...agent.vapiConfig, maxMinutesMonthly: 3 } });
    const refused = await startCall(await startChat(owner.agentId));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(WEB_CALL_MINUTES_LIMIT_MESSAGE);
    await owner.updateAgent({ vapiConfig: { ...agent.vapiConfig, maxMinutesMonthly: 4 } });
    expect((await startCall(await startChat(owner.agentId))).statusCode).toBe(201);
  });

  it('keeps calls to their own conversation and workspace: another visitor or tenant gets 404', async () => {
    const owner = await ownerWithCalling();
    const other = await ownerWithCalling();
    const chat = await startChat(owner.agentId);
    const stranger = await startChat(other.agentId);
    const { callId } = (await startCall(chat)).json();
    // Another visitor's token, on this conversation or their own, cannot end this call.
    expect((await endCall(chat, callId, stranger.visitorToken)).statusCode).toBe(404);
    expect((await endCall(stranger, callId)).statusCode).toBe(404);
    expect((await startCall(chat, stranger.visitorToken)).statusCode).toBe(404);
    // The call is still open for its own visitor.
    expect((await endCall(chat, callId)).statusCode).toBe(200);
    // The Voice tab's server calls are the agent's workspace's only.
    expect((await other.client.get(`/api/na/v2/agents/${owner.agentId}/voice`)).statusCode).toBe(404);
    const preview = await other.client.post(`/api/na/v2/agents/${owner.agentId}/voice/preview`, { voiceId: 'luna' });
    expect(preview.statusCode).toBe(404);
  });
});

describe('voice previews', () => {
  it('are spoken by Deepgram when the server has a key', async () => {
    const owner: Owner = await ownerWithAgent({ withModel: false });
    expect((await owner.client.get(`/api/na/v2/agents/${owner.agentId}/voice`)).json()).toEqual({ deepgram: true });
    const res = await owner.client.post(`/api/na/v2/agents/${owner.agentId}/voice/preview`, { voiceId: 'luna' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.rawPayload.toString()).toBe(`${FAKE_AUDIO_PREFIX}${VOICE_PREVIEW_TEXT}`);
    expect(deepgram.calls.at(-1)).toEqual({
      path: '/v1/speak',
      model: 'aura-luna-en',
      authorization: `Token ${DEEPGRAM_KEY}`,
      text: VOICE_PREVIEW_TEXT,
    });
  });

  describe('without a Deepgram key', () => {
    let plain: FastifyInstance;
    beforeAll(async () => {
      plain = await createTestApp();
    });
    afterAll(() => plain.close());

    it('say so, and calls run on the browser', async () => {
      const owner = await signUpWithWorkspace(plain);
      const agentId = (
        await owner.client.post(`/api/na/workspaces/${owner.workspace.uid}/agents`, { agentName: 'Plain' })
      ).json().agentCreated.ID;
      expect((await owner.client.get(`/api/na/v2/agents/${agentId}/voice`)).json()).toEqual({ deepgram: false });
      const res = await owner.client.post(`/api/na/v2/agents/${agentId}/voice/preview`, { voiceId: 'asteria' });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toMatch(/previews play in your browser/);
      const { agent } = (await owner.client.get(`/api/na/v2/agents/${agentId}`)).json();
      const saved = await owner.client.post(`/api/na/v2/agents/${agentId}`, {
        ...agent,
        voiceConfig: { ...agent.voiceConfig, config: { ...agent.voiceConfig.config, enableWebCalling: true } },
      });
      expect(saved.statusCode).toBe(200);
      const data = (await plain.inject({ url: `/api/na/public/agents/${agentId}` })).json().data;
      expect(data.webCall.speech).toBe('browser');
    });
  });
});

/** A WebSocket client that keeps what it receives, read in order with `next()`. */
async function openStream(url: string) {
  const socket = new WebSocket(url);
  const received: (Record<string, unknown> | Buffer)[] = [];
  const waiting: (() => void)[] = [];
  let closed: { code: number } | undefined;
  socket.on('message', (data, isBinary) => {
    received.push(isBinary ? (data as Buffer) : JSON.parse(String(data)));
    for (const wake of waiting.splice(0)) wake();
  });
  socket.on('close', (code) => {
    closed = { code };
    for (const wake of waiting.splice(0)) wake();
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const deadline = () => Date.now() + 10_000;
  return {
    socket,
    async next(): Promise<Record<string, unknown> | Buffer> {
      const until = deadline();
      while (received.length === 0) {
        if (closed) throw new Error(`the stream closed (${closed.code})`);
        if (Date.now() > until) throw new Error('nothing came on the stream');
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return received.shift()!;
    },
    async closedWith(): Promise<number> {
      const until = deadline();
      while (!closed) {
        if (Date.now() > until) throw new Error('the stream stayed open');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return closed.code;
    },
  };
}

describe('a Deepgram call stream', () => {
  let base = '';
  beforeAll(async () => {
    await bed.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(bed.app.server.address() as AddressInfo).port}`;
  });
  const streamUrl = (chat: Chat, callId: string) =>
    `${base}/api/na/public/conversations/${chat.conversationId}/calls/${callId}/stream`;

  it('relays the audio to Deepgram, what it hears back, and speaks answers in the agent’s voice', async () => {
    const owner = await ownerWithCalling();
    const chat = await startChat(owner.agentId);
    const { callId, speech } = (await startCall(chat)).json();
    expect(speech).toBe('deepgram');
    const stream = await openStream(streamUrl(chat, callId));
    stream.socket.send(JSON.stringify({ type: 'start', visitorToken: chat.visitorToken }));
    expect(await stream.next()).toEqual({ type: 'ready' });

    stream.socket.send(Buffer.from('SAY:When do you open tomorrow'));
    expect(await stream.next()).toEqual({ type: 'interrupt' });
    expect(await stream.next()).toEqual({ type: 'transcript', text: 'When', final: false });
    expect(await stream.next()).toEqual({ type: 'transcript', text: 'When do you open tomorrow', final: true });
    const listened = deepgram.streams.at(-1)!;
    expect(listened.authorization).toBe(`Token ${DEEPGRAM_KEY}`);
    expect(listened.query).toMatchObject({
      model: 'nova-2',
      language: 'en',
      interim_results: 'true',
      endpointing: '150',
    });

    stream.socket.send(JSON.stringify({ type: 'speak', text: 'We open at nine.' }));
    expect(await stream.next()).toEqual({ type: 'answer', text: 'We open at nine.' });
    expect(String(await stream.next())).toBe(`${FAKE_AUDIO_PREFIX}We open at nine.`);
    expect(await stream.next()).toEqual({ type: 'audio-end' });
    expect(deepgram.calls.at(-1)).toMatchObject({ model: 'aura-asteria-en', text: 'We open at nine.' });

    stream.socket.send(JSON.stringify({ type: 'stop' }));
    expect(await stream.closedWith()).toBe(1000);
    await expect.poll(() => listened.closedByClient).toBe(true);
  });

  it('lets the chat frame play the answers it receives, from blob: URLs', async () => {
    const owner = await ownerWithCalling();
    const frame = await bed.app.inject({ url: `/app/na/render/${owner.agentId}/iframe` });
    expect(frame.headers['content-security-policy']).toContain("media-src 'self' blob:");
  });

  it("refuses another visitor's token and calls the browser carries", async () => {
    const owner = await ownerWithCalling();
    const chat = await startChat(owner.agentId);
    const stranger = await startChat(owner.agentId);
    const { callId } = (await startCall(chat)).json();
    const streamsBefore = deepgram.streams.length;
    const forged = await openStream(streamUrl(chat, callId));
    forged.socket.send(JSON.stringify({ type: 'start', visitorToken: stranger.visitorToken }));
    expect(await forged.next()).toMatchObject({ type: 'error' });
    expect(await forged.closedWith()).toBe(1008);

    const browserOwner = await ownerWithCalling('browser');
    const browserChat = await startChat(browserOwner.agentId);
    const browserCall = (await startCall(browserChat)).json();
    const refused = await openStream(streamUrl(browserChat, browserCall.callId));
    refused.socket.send(JSON.stringify({ type: 'start', visitorToken: browserChat.visitorToken }));
    expect(await refused.next()).toMatchObject({ type: 'error' });
    expect(deepgram.streams).toHaveLength(streamsBefore);
  });
});
