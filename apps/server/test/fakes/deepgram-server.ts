import { WebSocketServer } from 'ws';
import { startLocalServer } from '../local-http-server.js';
import { cliArg, closeServer, runStandalone, sendJson } from './fake-server-kit.js';

/**
 * A real HTTP server speaking Deepgram's streaming speech-to-text and its text-to-speech.
 *
 * `GET /v1/listen` (WebSocket upgrade, `Authorization: Token <key>`, else 401) takes binary audio
 * and answers in Deepgram's live message shapes. It cannot hear real audio, so it "recognises"
 * a binary message whose bytes read `SAY:<words>`: a `SpeechStarted` event, an interim `Results`
 * (`is_final: false`) with the first word, then a final one (`is_final` and `speech_final`)
 * with all the words. A browser's microphone sends real audio instead: `fake.hear(words)` (or
 * `POST /__hear {"text":"<words>"}` from another process) makes the next binary message on any
 * open stream be recognised as those words, in the same shapes. Any other audio is only counted.
 * `{"type":"CloseStream"}` gets a `Metadata` message and the close. Each stream is recorded in
 * `fake.streams` (or `GET /__streams`).
 *
 * Text to speech: `POST /v1/speak?model=aura-<voice>-en`
 * with `Authorization: Token <key>` and a JSON body `{ text }`, answered with audio bytes
 * (`audio/mpeg`), or 401 `{ err_code: 'INVALID_AUTH', err_msg }` for another key, as Deepgram does.
 * The "audio" is the ID3 tag of an MP3 followed by the spoken text, so a test can tell what was
 * said. With `playableSeconds`, it is real MP3 instead: that many seconds of silence, which a
 * browser plays to the end, so a test can interrupt an answer while it is heard. Every call is
 * recorded (`fake.calls`, or `GET /__calls` from another process).
 *
 * Standalone, for e2e:
 * `node --import tsx apps/server/test/fakes/deepgram-server.ts --port PORT --key KEY [--playable-seconds 30]`.
 */
export interface DeepgramCall {
  path: string;
  model: string | null;
  authorization: string | undefined;
  text: string;
}

export interface DeepgramStream {
  query: Record<string, string>;
  authorization: string | undefined;
  /** Binary messages received, and their bytes. */
  audioMessages: number;
  audioBytes: number;
  /** The words recognised on this stream, in order. */
  heard: string[];
  closedByClient: boolean;
}

export interface FakeDeepgram {
  url: string;
  port: number;
  calls: DeepgramCall[];
  streams: DeepgramStream[];
  /** The next binary message received on an open stream is recognised as `text`. */
  hear(text: string): void;
  close(): Promise<void>;
}

export const FAKE_AUDIO_PREFIX = 'ID3';

export async function startFakeDeepgram(options: {
  apiKey: string;
  port?: number;
  /** `/v1/speak` answers with this many seconds of playable (silent) MP3 instead of the text. */
  playableSeconds?: number;
}): Promise<FakeDeepgram> {
  const calls: DeepgramCall[] = [];
  const streams: DeepgramStream[] = [];
  // Words to recognise in the next audio that arrives, first in first out.
  const toHear: string[] = [];
  const { server, port } = await startLocalServer((req, res, body) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const json = (status: number, payload: unknown) => sendJson(res, status, payload);
    if (url.pathname === '/__calls') return json(200, calls);
    if (url.pathname === '/__streams') return json(200, streams);
    if (url.pathname === '/__hear' && req.method === 'POST') {
      let text: unknown;
      try {
        text = (JSON.parse(body) as { text?: unknown }).text;
      } catch {
        return json(400, { error: 'The body must be JSON: {"text":"<words>"}' });
      }
      if (typeof text !== 'string' || !text.trim()) return json(400, { error: 'text is required' });
      toHear.push(text.trim());
      return json(202, { queued: toHear.length });
    }
    if (url.pathname !== '/v1/speak' || req.method !== 'POST') {
      return json(404, { err_code: 'NOT_FOUND', err_msg: 'Not found' });
    }
    let text = '';
    try {
      text = String((JSON.parse(body) as { text?: unknown }).text ?? '');
    } catch {
      return json(400, { err_code: 'INVALID_JSON', err_msg: 'Invalid JSON body' });
    }
    calls.push({
      path: url.pathname,
      model: url.searchParams.get('model'),
      authorization: req.headers.authorization,
      text,
    });
    if (req.headers.authorization !== `Token ${options.apiKey}`) {
      return json(401, { err_code: 'INVALID_AUTH', err_msg: 'Invalid credentials.' });
    }
    if (!text) return json(400, { err_code: 'INVALID_TEXT', err_msg: 'Text is required.' });
    if (!/^aura-[a-z]+-en$/.test(url.searchParams.get('model') ?? '')) {
      return json(400, { err_code: 'UNSUPPORTED_MODEL', err_msg: 'No such model.' });
    }
    res.writeHead(200, { 'content-type': 'audio/mpeg' });
    res.end(options.playableSeconds ? silentMp3(options.playableSeconds) : Buffer.from(`${FAKE_AUDIO_PREFIX}${text}`));
  }, options.port);
  const sockets = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname !== '/v1/listen' || req.headers.authorization !== `Token ${options.apiKey}`) {
      socket.end('HTTP/1.1 401 Unauthorized\r\ncontent-type: application/json\r\n\r\n{"err_code":"INVALID_AUTH"}');
      return;
    }
    sockets.handleUpgrade(req, socket, head, (ws) => {
      const stream: DeepgramStream = {
        query: Object.fromEntries(url.searchParams),
        authorization: req.headers.authorization,
        audioMessages: 0,
        audioBytes: 0,
        heard: [],
        closedByClient: false,
      };
      streams.push(stream);
      let at = 0;
      const results = (transcript: string, final: boolean) => ({
        type: 'Results',
        channel_index: [0, 1],
        duration: 1,
        start: at,
        is_final: final,
        speech_final: final,
        channel: { alternatives: [{ transcript, confidence: 0.98, words: [] }] },
        metadata: { request_id: 'fake-request', model_info: { name: stream.query.model ?? 'nova-2' } },
      });
      ws.on('message', (data, isBinary) => {
        if (!isBinary) {
          const control = JSON.parse(String(data)) as { type?: string };
          if (control.type === 'CloseStream') {
            stream.closedByClient = true;
            ws.send(JSON.stringify({ type: 'Metadata', request_id: 'fake-request', duration: at }));
            ws.close(1000);
          }
          return;
        }
        const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data as ArrayBuffer);
        stream.audioMessages += 1;
        stream.audioBytes += bytes.length;
        const said = /^SAY:(.+)$/s.exec(bytes.toString('utf8'))?.[1]?.trim() ?? toHear.shift();
        if (!said) return;
        stream.heard.push(said);
        ws.send(JSON.stringify({ type: 'SpeechStarted', channel: [0], timestamp: at }));
        ws.send(JSON.stringify(results(said.split(' ')[0] ?? said, false)));
        ws.send(JSON.stringify(results(said, true)));
        at += 1;
      });
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    calls,
    streams,
    hear: (text) => void toHear.push(text),
    close: async () => {
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      await closeServer(server);
    },
  };
}

// An MPEG-1 Layer III frame at 128 kbit/s, 44.1 kHz, joint stereo: 1152 samples in 417 bytes. A
// header followed by zeros is a valid frame whose side information says "no data": silence.
const MP3_FRAME_HEADER = [0xff, 0xfb, 0x90, 0x64];
const MP3_FRAME_BYTES = 417;
const MP3_FRAMES_PER_SECOND = 44_100 / 1152;

/** `seconds` of silence as MP3, which browsers decode and play for that long. */
function silentMp3(seconds: number): Buffer {
  const frames = Math.ceil(seconds * MP3_FRAMES_PER_SECOND);
  const audio = Buffer.alloc(frames * MP3_FRAME_BYTES);
  for (let frame = 0; frame < frames; frame += 1) audio.set(MP3_FRAME_HEADER, frame * MP3_FRAME_BYTES);
  return audio;
}

await runStandalone(import.meta.url, async () => {
  const playableSeconds = cliArg('--playable-seconds');
  const fake = await startFakeDeepgram({
    apiKey: cliArg('--key') ?? 'e2e-deepgram-key',
    port: Number(cliArg('--port') ?? 3196),
    playableSeconds: playableSeconds ? Number(playableSeconds) : undefined,
  });
  console.log(`fake Deepgram on ${fake.url}`);
});
