import {
  deepgramSpeakModel,
  type Region,
  type WebCallStreamEvent,
  type WebCallStreamRequest,
} from '@agent-platform/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type WebSocket from 'ws';
import type { Config } from '../../../config.js';
import { sha256 } from '../../../platform/crypto.js';
import type { Regions } from '../../../platform/db/regions.js';
import { agents, conversations, webCalls } from '../../../platform/db/schema/index.js';
import { type DeepgramListener, listenToSpeech } from '../../../providers/deepgram/listen.js';
import { DeepgramError, speakText } from '../../../providers/deepgram/speak.js';

/** The visitor has this long to say who they are after opening the stream. */
const START_TIMEOUT_MS = 10_000;
const NOT_THIS_CALL = 'This call cannot be streamed. Please start a new call.';

/**
 * A Deepgram web call's audio, relayed: the visitor's microphone to Deepgram's streaming
 * speech-to-text, what Deepgram hears back to the visitor (who sends it as their chat message,
 * as any web call does), and each answer the visitor asks to hear through Deepgram's Aura
 * text-to-speech. Speech starting while the agent talks is passed on, so the widget stops it.
 */
export function streamWebCall(
  deps: { regions: Regions; config: Config; log: FastifyBaseLogger },
  socket: WebSocket,
  call: { region: Region; conversationId: string; callId: string },
) {
  const send = (event: WebCallStreamEvent) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(event));
  const fail = (message: string) => {
    send({ type: 'error', message });
    socket.close(1008, 'refused');
  };
  let listener: DeepgramListener | undefined;
  let voiceModel = deepgramSpeakModel('asteria');
  let starting = false;
  const startTimer = setTimeout(() => fail(NOT_THIS_CALL), START_TIMEOUT_MS);
  // Speeches are sent in the order asked for, each whole before the next.
  let speaking = Promise.resolve();

  socket.on('message', (data, isBinary) => {
    if (isBinary) {
      listener?.sendAudio(Buffer.isBuffer(data) ? data : Buffer.from(data as ArrayBuffer));
      return;
    }
    let request: WebCallStreamRequest;
    try {
      request = JSON.parse(String(data)) as WebCallStreamRequest;
    } catch {
      return;
    }
    if (request.type === 'start' && !starting) {
      starting = true;
      void authorise(deps, call, request.visitorToken)
        .then((agent) => {
          clearTimeout(startTimer);
          if (!agent) return fail(NOT_THIS_CALL);
          const { apiKey, apiUrl } = deps.config.providers.deepgram;
          if (!apiKey) return fail('Deepgram is not configured on this server.');
          voiceModel = deepgramSpeakModel(agent.speechGen.voiceId);
          listener = listenToSpeech(
            { apiKey, apiUrl },
            {
              model: agent.transcriber.modelId,
              language: agent.transcriber.language,
              endpointingMs: agent.transcriber.utteranceThreshold,
            },
            (heard) => {
              if (heard.type === 'speech-started') send({ type: 'interrupt' });
              else if (heard.type === 'interim') send({ type: 'transcript', text: heard.text, final: false });
              else if (heard.type === 'utterance') send({ type: 'transcript', text: heard.text, final: true });
              else if (heard.type === 'error') fail(heard.message);
              else if (socket.readyState === socket.OPEN) socket.close(1000, 'done');
            },
          );
          send({ type: 'ready' });
        })
        .catch((error: unknown) => {
          deps.log.error({ err: error, callId: call.callId }, 'web call stream failed to start');
          fail('The call could not be connected. Please try again.');
        });
    } else if (request.type === 'speak' && listener) {
      const text = request.text.slice(0, 2000);
      speaking = speaking.then(() => speak(deps.config, voiceModel, text, socket, send));
    } else if (request.type === 'stop') {
      socket.close(1000, 'done');
    }
  });
  socket.on('close', () => {
    clearTimeout(startTimer);
    listener?.close();
  });
}

async function speak(
  config: Config,
  model: string,
  text: string,
  socket: WebSocket,
  send: (event: WebCallStreamEvent) => void,
) {
  const { apiKey, apiUrl } = config.providers.deepgram;
  if (!apiKey || !text.trim()) return;
  try {
    const { audio } = await speakText({ apiKey, apiUrl }, model, text);
    if (socket.readyState !== socket.OPEN) return;
    send({ type: 'answer', text });
    socket.send(audio, { binary: true });
    send({ type: 'audio-end' });
  } catch (error) {
    send({
      type: 'error',
      message:
        error instanceof DeepgramError
          ? `Deepgram could not speak: ${error.message}`
          : 'The answer could not be spoken.',
    });
  }
}

/** The agent's voice settings when the token opens this open Deepgram call's conversation; else undefined. */
async function authorise(
  deps: { regions: Regions },
  call: { region: Region; conversationId: string; callId: string },
  visitorToken: unknown,
) {
  if (typeof visitorToken !== 'string' || !visitorToken) return undefined;
  const [row] = await deps.regions
    .db(call.region)
    .select({ doc: agents.doc, expiresAt: conversations.visitorTokenExpiresAt, speech: webCalls.speech })
    .from(webCalls)
    .innerJoin(conversations, eq(conversations.id, webCalls.conversationId))
    .innerJoin(agents, eq(agents.id, webCalls.agentId))
    .where(
      and(
        eq(webCalls.id, call.callId),
        eq(webCalls.conversationId, call.conversationId),
        isNull(webCalls.endedAt),
        eq(conversations.visitorTokenHash, sha256(visitorToken)),
      ),
    )
    .limit(1);
  if (row?.speech !== 'deepgram' || row.expiresAt.getTime() <= Date.now()) return undefined;
  return row.doc.voiceConfig;
}
