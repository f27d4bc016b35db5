import { useEffect, useState } from 'react';

/** The voices this browser's speech synthesis offers; they arrive late in some browsers. */
export function useBrowserVoices(): { supported: boolean; voices: SpeechSynthesisVoice[] } {
  const supported = typeof window !== 'undefined' && 'speechSynthesis' in window;
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() => (supported ? speechSynthesis.getVoices() : []));
  useEffect(() => {
    if (!supported) return;
    const update = () => setVoices(speechSynthesis.getVoices());
    speechSynthesis.addEventListener('voiceschanged', update);
    return () => speechSynthesis.removeEventListener('voiceschanged', update);
  }, [supported]);
  return { supported, voices };
}
