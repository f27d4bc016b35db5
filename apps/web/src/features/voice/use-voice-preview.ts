import { type Region, VOICE_PREVIEW_TEXT } from '@agent-platform/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorOf, apiPath, errorMessage, networkError } from '../../lib/api';

export type PreviewSource = 'deepgram' | 'browser';

/**
 * Plays a voice's short sample: Deepgram's own audio, synthesised by our server, for a Deepgram
 * voice when the server has a key; otherwise the browser's speech synthesis says it.
 */
export function useVoicePreview(region: Region, agentId: string) {
  const [playing, setPlaying] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);

  const stop = useCallback(() => {
    audio.current?.pause();
    audio.current = null;
    if ('speechSynthesis' in window) speechSynthesis.cancel();
    setPlaying(null);
  }, []);
  useEffect(() => stop, [stop]);

  const play = useCallback(
    async (voice: { id: string; language: string; browserVoice?: SpeechSynthesisVoice }, source: PreviewSource) => {
      stop();
      setError(null);
      setPlaying(voice.id);
      try {
        if (source === 'deepgram') await playFromServer(region, agentId, voice.id, audio);
        else await speakInBrowser(voice);
      } catch (reason) {
        setError(reason instanceof Error ? reason.message : errorMessage(reason));
      } finally {
        setPlaying((current) => (current === voice.id ? null : current));
      }
    },
    [region, agentId, stop],
  );
  return { play, stop, playing, error };
}

async function playFromServer(
  region: Region,
  agentId: string,
  voiceId: string,
  holder: { current: HTMLAudioElement | null },
) {
  let response: Response;
  try {
    response = await fetch(apiPath('/api/{region}/v2/agents/{agentId}/voice/preview', { path: { region, agentId } }), {
      method: 'POST',
      credentials: 'same-origin',
      referrerPolicy: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ voiceId }),
    });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw await apiErrorOf(response);
  const url = URL.createObjectURL(await response.blob());
  const player = new Audio(url);
  holder.current = player;
  try {
    await new Promise<void>((resolve, reject) => {
      player.onended = () => resolve();
      player.onerror = () => reject(new Error('This browser could not play the sample.'));
      player.play().catch(reject);
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}

function speakInBrowser(voice: { language: string; browserVoice?: SpeechSynthesisVoice }): Promise<void> {
  if (!('speechSynthesis' in window)) {
    return Promise.reject(new Error('This browser has no speech synthesis, so it cannot play a preview.'));
  }
  return new Promise((resolve, reject) => {
    const utterance = new SpeechSynthesisUtterance(VOICE_PREVIEW_TEXT);
    utterance.lang = voice.browserVoice?.lang ?? voice.language;
    if (voice.browserVoice) utterance.voice = voice.browserVoice;
    utterance.onend = () => resolve();
    utterance.onerror = (event) =>
      event.error === 'canceled' || event.error === 'interrupted'
        ? resolve()
        : reject(new Error(`The browser could not speak the preview (${event.error}).`));
    speechSynthesis.speak(utterance);
  });
}
