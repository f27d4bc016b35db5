import { voiceTestHook } from './test-hook.js';

/** How the agent's answers are heard: the browser's speech synthesis, or Deepgram's audio. */
export interface SpeechOutput {
  /** Resolves when the answer was spoken, or stopped. */
  speak(text: string): Promise<void>;
  /** Stops at once (the visitor interrupted, or hung up). */
  stop(): void;
  readonly speaking: boolean;
}

export const browserCanSpeak = () => 'speechSynthesis' in window;

/** The browser's speech synthesis, in the agent's voice when the browser has one by that name. */
export function browserSpeechOutput(language: string, voiceId: string): SpeechOutput {
  let current: SpeechSynthesisUtterance | undefined;
  const hook = voiceTestHook();
  return {
    get speaking() {
      return !!current;
    },
    speak(text) {
      const spoken = plainText(text);
      if (!spoken) return Promise.resolve();
      return new Promise((resolve) => {
        const utterance = new SpeechSynthesisUtterance(spoken);
        utterance.lang = language;
        const voices = speechSynthesis.getVoices();
        const voice =
          voices.find((candidate) => candidate.name.toLowerCase() === voiceId.toLowerCase()) ??
          voices.find((candidate) => candidate.lang.toLowerCase().startsWith(language.toLowerCase().slice(0, 2)));
        if (voice) utterance.voice = voice;
        const done = () => {
          if (current === utterance) current = undefined;
          resolve();
        };
        utterance.onend = done;
        utterance.onerror = done;
        current = utterance;
        hook?.spoken.push(spoken);
        speechSynthesis.speak(utterance);
      });
    },
    stop() {
      if (!current) return;
      const stopped = current;
      current = undefined;
      speechSynthesis.cancel();
      // Some browsers fire no end event for a cancelled utterance.
      stopped.onend?.(new SpeechSynthesisEvent('end', { utterance: stopped }));
    },
  };
}

/** What a voice says of a chat answer: its words, without markdown marks, links' addresses or images. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/<[^>]+>/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>~|]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
