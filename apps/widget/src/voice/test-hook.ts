/**
 * The speech test hook. Speech recognition cannot hear anything in a headless browser, so a
 * browser test stands in for the visitor's voice: it defines `window.__agentVoiceTest` as
 * `{ enabled: true }` in the chat frame before the frame loads (Playwright's `addInitScript`),
 * and the call then takes its "recognised" speech from the hook instead of the microphone.
 * Everything after recognition is the real thing: the message goes through the public chat API
 * and the answer is given to the browser's `speechSynthesis.speak`, which the hook records.
 *
 * A host page cannot set it: the chat frame is on our origin, out of the page's reach.
 */
export interface VoiceTestHook {
  enabled: true;
  /** The visitor says `text`: speech starts (interrupting the agent), then is recognised in full. */
  say?: (text: string) => void;
  /** The visitor starts speaking, nothing recognised yet: the agent's playback must stop. */
  startSpeaking?: () => void;
  /** Every text handed to the speech output, in order. */
  spoken: string[];
  /** How often playback was stopped because the visitor spoke. */
  interruptions: number;
  /** The call is listening now. */
  listening: boolean;
}

declare global {
  interface Window {
    __agentVoiceTest?: Partial<VoiceTestHook>;
  }
}

/** The hook when a test enabled it, made ready to record; undefined in every real visit. */
export function voiceTestHook(): VoiceTestHook | undefined {
  const hook = window.__agentVoiceTest;
  if (hook?.enabled !== true) return undefined;
  hook.spoken ??= [];
  hook.interruptions ??= 0;
  hook.listening ??= false;
  return hook as VoiceTestHook;
}
