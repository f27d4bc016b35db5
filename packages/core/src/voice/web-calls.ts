import { z } from 'zod';
import { ZRegion } from '../regions.js';
import { recordId } from '../text.js';

/**
 * Web calls (issue: voice in the widget, `voiceConfig.config.enableWebCalling`): the visitor talks
 * with the agent from the chat frame. What the visitor says becomes their message in the public
 * chat API and the answer is spoken; the call itself is counted in minutes and charged once.
 */

/** How a call hears and speaks: the visitor's browser, or Deepgram through our server. */
export const WEB_CALL_SPEECH = ['browser', 'deepgram'] as const;
export type WebCallSpeech = (typeof WEB_CALL_SPEECH)[number];

/** What the widget needs to place a call (part of the public widget data). */
export const ZWebCallSettings = z.object({
  speech: z.enum(WEB_CALL_SPEECH),
  /** The BCP 47 language the browser listens and speaks in. */
  language: z.string(),
  /** The agent's voice id, matched to a browser voice by name when the browser speaks. */
  voiceId: z.string(),
  /** Milliseconds of silence that end an utterance (`utteranceThreshold`). */
  utteranceThresholdMs: z.number().int().nonnegative(),
  /** `vapiConfig.promptOnWeb`: the chat asks the visitor whether to talk, with the agent's `ui` voice labels. */
  prompt: z.object({ question: z.string(), continueLabel: z.string(), dismissLabel: z.string() }).optional(),
});
export type WebCallSettings = z.infer<typeof ZWebCallSettings>;

export const ZWebCallParams = z.object({
  region: ZRegion,
  conversationId: recordId(),
  callId: recordId(),
});

export const ZWebCallStarted = z.object({
  callId: z.string(),
  startedAt: z.string(),
  speech: z.enum(WEB_CALL_SPEECH),
});
export type WebCallStarted = z.infer<typeof ZWebCallStarted>;

export const ZWebCallEnded = z.object({
  callId: z.string(),
  /** Seconds from start to hang-up (capped at WEB_CALL_MAX_SECONDS). */
  seconds: z.number().int().nonnegative(),
  /** Billed minutes: every started minute counts. */
  minutes: z.number().int().nonnegative(),
  credits: z.number().nonnegative(),
});
export type WebCallEnded = z.infer<typeof ZWebCallEnded>;

/** A call nobody hung up (a closed laptop) is billed at most this long. */
export const WEB_CALL_MAX_SECONDS = 60 * 60;

export const WEB_CALLING_OFF_MESSAGE = 'Voice calls are not available for this agent.';
export const WEB_CALL_MINUTES_LIMIT_MESSAGE =
  'This agent has used its voice minutes for this month. Please try again next month or type your message.';
export const WEB_CALL_COST_LIMIT_MESSAGE =
  'This agent has reached its voice budget for this month. Please type your message instead.';

/**
 * A Deepgram call's WebSocket (`…/calls/{callId}/stream`). The widget first sends
 * `{ type: 'start', visitorToken }`, then the microphone's audio as binary messages, and
 * `{ type: 'speak', text }` for each answer to be spoken; `{ type: 'stop' }` ends the stream.
 */
export type WebCallStreamRequest =
  | { type: 'start'; visitorToken: string }
  | { type: 'speak'; text: string }
  | { type: 'stop' };

/** What the server sends back on a Deepgram call's WebSocket, message by message. */
export type WebCallStreamEvent =
  /** The call is authorised and Deepgram is listening. */
  | { type: 'ready' }
  /** What Deepgram heard, as it hears it; `final` once the utterance ended. */
  | { type: 'transcript'; text: string; final: boolean }
  /** The visitor started speaking: stop playing the agent's voice. */
  | { type: 'interrupt' }
  /** The agent's answer text; its audio follows as binary messages, then `audio-end`. */
  | { type: 'answer'; text: string }
  | { type: 'audio-end' }
  | { type: 'error'; message: string };

export const DEFAULT_VOICE_QUESTION = 'Would you like to talk with us by voice?';
export const DEFAULT_VOICE_CONTINUE = 'Start call';
export const DEFAULT_VOICE_DISMISS = 'No thanks';

interface VoiceAgent {
  vapiConfig: { promptOnWeb: boolean };
  ui?:
    | {
        voiceQuestionLabel?: string | undefined;
        voiceContinueLabel?: string | undefined;
        voiceDismissLabel?: string | undefined;
      }
    | undefined;
  voiceConfig: {
    config: { enableWebCalling: boolean };
    transcriber: { provider: string; language: string; utteranceThreshold: number };
    speechGen: { provider: string; voiceId: string };
  };
}

/**
 * How an agent's web calls run, or null when it offers none. Deepgram carries a call only when
 * the server has a Deepgram key and the agent transcribes with Deepgram; everything else is the
 * visitor's browser, which needs nothing of ours.
 */
export function webCallSettingsOf(agent: VoiceAgent, deepgramConfigured: boolean): WebCallSettings | null {
  const { config, transcriber, speechGen } = agent.voiceConfig;
  if (!config.enableWebCalling) return null;
  return {
    speech: deepgramConfigured && transcriber.provider === 'deepgram' ? 'deepgram' : 'browser',
    language: transcriber.language || 'en',
    voiceId: speechGen.voiceId,
    utteranceThresholdMs: transcriber.utteranceThreshold,
    ...(agent.vapiConfig.promptOnWeb
      ? {
          prompt: {
            question: agent.ui?.voiceQuestionLabel || DEFAULT_VOICE_QUESTION,
            continueLabel: agent.ui?.voiceContinueLabel || DEFAULT_VOICE_CONTINUE,
            dismissLabel: agent.ui?.voiceDismissLabel || DEFAULT_VOICE_DISMISS,
          },
        }
      : {}),
  };
}
