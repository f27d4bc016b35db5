import WebSocket from 'ws';
import { type DeepgramConnection, wsBase } from './speak.js';

/**
 * Deepgram's streaming speech-to-text (the `wss://…/v1/listen` WebSocket) at the configured URL.
 * Audio goes in as binary messages; what Deepgram hears comes out as plain events: the caller
 * started speaking (`SpeechStarted`), words heard so far (`Results`, not final), and an
 * utterance once Deepgram's endpointing says it ended (`speech_final`).
 */
export type HeardEvent =
  | { type: 'speech-started' }
  | { type: 'interim'; text: string }
  | { type: 'utterance'; text: string }
  | { type: 'closed' }
  | { type: 'error'; message: string };

export interface ListenOptions {
  model: string;
  language: string;
  /** Milliseconds of silence that end an utterance (Deepgram's `endpointing`). */
  endpointingMs: number;
}

export interface DeepgramListener {
  sendAudio(chunk: Buffer): void;
  /** Asks Deepgram to finish what it heard, then closes. */
  close(): void;
}

export function listenToSpeech(
  deepgram: DeepgramConnection,
  options: ListenOptions,
  onEvent: (event: HeardEvent) => void,
): DeepgramListener {
  const query = new URLSearchParams({
    model: options.model,
    language: options.language,
    interim_results: 'true',
    vad_events: 'true',
    smart_format: 'true',
    endpointing: String(Math.max(10, options.endpointingMs)),
  });
  const socket = new WebSocket(`${wsBase(deepgram.apiUrl)}/v1/listen?${query}`, {
    headers: { Authorization: `Token ${deepgram.apiKey}` },
  });
  // Audio that arrives before Deepgram answers the upgrade waits here.
  const pending: Buffer[] = [];
  // Final pieces of the utterance in progress: Deepgram finalises long speech in parts.
  let heard: string[] = [];
  socket.on('open', () => {
    for (const chunk of pending.splice(0)) socket.send(chunk);
  });
  socket.on('message', (data, isBinary) => {
    if (isBinary) return;
    let message: DeepgramMessage;
    try {
      message = JSON.parse(String(data)) as DeepgramMessage;
    } catch {
      return;
    }
    if (message.type === 'SpeechStarted') return onEvent({ type: 'speech-started' });
    if (message.type !== 'Results') return;
    const text = message.channel?.alternatives?.[0]?.transcript?.trim() ?? '';
    if (message.is_final && text) heard.push(text);
    if (message.speech_final || (message.is_final && message.from_finalize)) {
      const utterance = heard.join(' ').trim();
      heard = [];
      if (utterance) onEvent({ type: 'utterance', text: utterance });
    } else if (text) {
      onEvent({ type: 'interim', text: [...heard, message.is_final ? '' : text].join(' ').trim() });
    }
  });
  socket.on('unexpected-response', (_request, response) => {
    onEvent({ type: 'error', message: `Deepgram refused the stream (${response.statusCode}).` });
  });
  socket.on('error', (error) => onEvent({ type: 'error', message: `Deepgram stream failed: ${error.message}` }));
  socket.on('close', () => onEvent({ type: 'closed' }));
  return {
    sendAudio(chunk) {
      if (socket.readyState === WebSocket.OPEN) socket.send(chunk);
      else if (socket.readyState === WebSocket.CONNECTING) pending.push(chunk);
    },
    close() {
      if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'CloseStream' }));
      else socket.terminate();
    },
  };
}

interface DeepgramMessage {
  type?: string;
  is_final?: boolean;
  speech_final?: boolean;
  from_finalize?: boolean;
  channel?: { alternatives?: { transcript?: string }[] };
}
