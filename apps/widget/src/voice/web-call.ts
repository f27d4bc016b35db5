import type { WebCallSettings } from '@agent-platform/core';
import type { KeptConversation } from '@agent-platform/core/widget/runtime';
import { canStreamAudio, DeepgramStream } from './deepgram-stream.js';
import {
  browserCanRecognise,
  browserSpeechInput,
  NO_RECOGNITION,
  type SpeechInput,
  testSpeechInput,
} from './speech-input.js';
import { browserCanSpeak, browserSpeechOutput, type SpeechOutput } from './speech-output.js';
import { voiceTestHook } from './test-hook.js';
import { endWebCall, startWebCall, WebCallError } from './web-call-api.js';

export type CallState = 'idle' | 'connecting' | 'listening' | 'thinking' | 'speaking' | 'ended';

export interface WebCallOptions {
  region: string;
  conversation: KeptConversation;
  settings: WebCallSettings;
  /** Sends the visitor's words as their chat message; resolves to the answer's text. */
  send: (text: string) => Promise<string | null>;
  onState: (state: CallState) => void;
  onError: (message: string) => void;
}

export const NO_SPEECH_SUPPORT =
  'This browser can neither recognise nor speak speech, so voice calls do not work here. Please try Chrome, Edge or Safari, or type your message.';
export const NO_SYNTHESIS =
  'This browser cannot speak, so voice calls do not work here. Please try Chrome, Edge or Safari, or type your message.';

export const NO_AUDIO_STREAMING =
  'This browser cannot stream the microphone, so voice calls do not work here. Please try a current Chrome, Edge, Firefox or Safari, or type your message.';

/** Why this browser cannot hold a call of `speech`, or null when it can. */
export function speechProblem(speech: WebCallSettings['speech']): string | null {
  if (voiceTestHook()) return null;
  if (speech === 'deepgram') return canStreamAudio() ? null : NO_AUDIO_STREAMING;
  const hears = browserCanRecognise();
  const speaks = browserCanSpeak();
  if (!hears && !speaks) return NO_SPEECH_SUPPORT;
  if (!hears) return NO_RECOGNITION;
  if (!speaks) return NO_SYNTHESIS;
  return null;
}

/**
 * One web call: started on the server (which makes the conversation a voice conversation), then
 * each utterance the input recognises is sent as the visitor's message and the answer spoken.
 * The visitor speaking while the agent speaks stops the agent. Hanging up ends the call on the
 * server, which bills its minutes once.
 */
export class WebCall {
  private callId: string | undefined;
  private input: SpeechInput;
  private output: SpeechOutput;
  private state: CallState = 'idle';
  /** Utterances heard while an answer was still coming: sent in turn, none lost. */
  private readonly queue: string[] = [];
  private busy = false;
  private readonly leave = () => this.hangUp(true);

  constructor(private readonly options: WebCallOptions) {
    const { language, voiceId } = options.settings;
    this.input = testSpeechInput() ?? browserSpeechInput(language);
    this.output = browserSpeechOutput(language, voiceId);
  }

  async start(): Promise<void> {
    this.set('connecting');
    try {
      const started = await startWebCall(this.options.region, this.options.conversation);
      this.callId = started.callId;
      // A test's speech stays on the hook; a Deepgram call hears and speaks through our server.
      if (started.speech === 'deepgram' && !voiceTestHook()) {
        const stream = new DeepgramStream(this.options.region, this.options.conversation, started.callId);
        this.input = stream.input;
        this.output = stream.output;
      }
    } catch (reason) {
      this.fail(reason);
      return;
    }
    if (this.ended) return void this.endOnServer(false);
    window.addEventListener('pagehide', this.leave);
    this.input.start({
      onSpeechStart: () => {
        if (this.output.speaking) {
          this.output.stop();
          const hook = voiceTestHook();
          if (hook) hook.interruptions += 1;
        }
        if (this.state === 'speaking') this.set('listening');
      },
      onUtterance: (text) => {
        this.queue.push(text);
        void this.answerNext();
      },
      onError: (message) => {
        this.options.onError(message);
        void this.hangUp();
      },
    });
    this.set('listening');
  }

  async hangUp(leaving = false): Promise<void> {
    if (this.ended) return;
    this.set('ended');
    window.removeEventListener('pagehide', this.leave);
    this.input.stop();
    this.output.stop();
    this.queue.length = 0;
    await this.endOnServer(leaving);
  }

  private async answerNext(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      for (let text = this.queue.shift(); text !== undefined; text = this.queue.shift()) {
        if (this.ended) return;
        this.set('thinking');
        const answer = await this.options.send(text);
        if (this.ended) return;
        if (answer && this.queue.length === 0) {
          this.set('speaking');
          await this.output.speak(answer);
        }
        if (!this.ended) this.set('listening');
      }
    } finally {
      this.busy = false;
    }
  }

  private async endOnServer(leaving: boolean) {
    const callId = this.callId;
    if (!callId) return;
    this.callId = undefined;
    try {
      await endWebCall(this.options.region, this.options.conversation, callId, leaving);
    } catch (reason) {
      if (!leaving) this.options.onError(reason instanceof Error ? reason.message : String(reason));
    }
  }

  private fail(reason: unknown) {
    this.options.onError(
      reason instanceof WebCallError ? reason.message : 'The call could not be placed. Please try again.',
    );
    this.set('ended');
  }

  /** Read through a getter: the call may end (hang-up) while an answer is awaited. */
  private get ended(): boolean {
    return this.state === 'ended';
  }

  private set(state: CallState) {
    this.state = state;
    this.options.onState(state);
  }
}
