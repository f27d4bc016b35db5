import { voiceTestHook } from './test-hook.js';

/** What a speech input tells the call. */
export interface SpeechInputEvents {
  /** The visitor started speaking (used to stop the agent's voice). */
  onSpeechStart(): void;
  /** An utterance recognised in full. */
  onUtterance(text: string): void;
  /** Listening failed for good (no microphone permission, no network for recognition...). */
  onError(message: string): void;
}

/** Where the visitor's words come from: the browser's recognition, Deepgram through our server, or a test. */
export interface SpeechInput {
  start(events: SpeechInputEvents): void;
  stop(): void;
}

interface Recognition extends EventTarget {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  start(): void;
  stop(): void;
  abort(): void;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
}
interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | undefined {
  const scope = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

export const browserCanRecognise = () => !!recognitionConstructor();

/** The browser's own speech recognition (Chrome, Edge, Safari), listening until stopped. */
export function browserSpeechInput(language: string): SpeechInput {
  let recognition: Recognition | undefined;
  let active = false;
  return {
    start(events) {
      const Constructor = recognitionConstructor();
      if (!Constructor) return events.onError(NO_RECOGNITION);
      active = true;
      recognition = new Constructor();
      recognition.lang = language;
      recognition.continuous = true;
      recognition.interimResults = true;
      let speaking = false;
      recognition.onresult = (event) => {
        for (let index = event.resultIndex; index < event.results.length; index++) {
          const result = event.results[index];
          const text = result?.[0].transcript.trim() ?? '';
          if (!text) continue;
          if (!speaking) {
            speaking = true;
            events.onSpeechStart();
          }
          if (result?.isFinal) {
            speaking = false;
            events.onUtterance(text);
          }
        }
      };
      recognition.onerror = (event) => {
        if (event.error === 'no-speech' || event.error === 'aborted') return;
        active = false;
        events.onError(
          event.error === 'not-allowed' || event.error === 'service-not-allowed'
            ? 'The microphone is blocked. Please allow it for this site to talk with the agent.'
            : `Speech recognition stopped (${event.error}).`,
        );
      };
      // Browsers end recognition after a silence; a call listens until it is hung up.
      recognition.onend = () => {
        if (active) recognition?.start();
      };
      recognition.start();
    },
    stop() {
      active = false;
      recognition?.abort();
      recognition = undefined;
    },
  };
}

/** Speech from the test hook (see test-hook.ts) in place of the microphone. */
export function testSpeechInput(): SpeechInput | undefined {
  const hook = voiceTestHook();
  if (!hook) return undefined;
  return {
    start(events) {
      hook.listening = true;
      hook.startSpeaking = () => events.onSpeechStart();
      hook.say = (text) => {
        events.onSpeechStart();
        events.onUtterance(text);
      };
    },
    stop() {
      hook.listening = false;
      delete hook.say;
      delete hook.startSpeaking;
    },
  };
}

export const NO_RECOGNITION =
  'This browser cannot recognise speech, so voice calls do not work here. Please try Chrome, Edge or Safari, or type your message.';
