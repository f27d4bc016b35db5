import { pathToFileURL } from 'node:url';
import { WebSocketServer } from 'ws';
import { startLocalServer } from '../local-http-server.js';

/**
 * A real HTTP server speaking Deepgram's streaming speech-to-text and its text-to-speech.
 *
 * `GET /v1/listen` (WebSocket upgrade, `Authorization: Token <key>`, else 401) takes binary audio
 * and answers in Deepgram's live message shapes. It cannot hear real audio, so it "recognises"
 * a binary message whose bytes read `SAY:<words>`: a `SpeechStarted` event, an interim `Results`
 * (`is_final: false`) with the first word, then a final one (`is_final` and `speech_final`)
 * with all the words. Any other audio is only counted. `{"type":"CloseStream"}` gets a
 * `Metadata` message and the close. Each stream is recorded in `fake.streams`.
 *
 * Text to speech: `POST /v1/speak?model=aura-<voice>-en`
 * with `Authorization: Token <key>` and a JSON body `{ text }`, answered with audio bytes
 * (`audio/mpeg`), or 401 `{ err_code: 'INVALID_AUTH', err_msg }` for another key, as Deepgram does.
 * The "audio" is the ID3 tag of an MP3 followed by the spoken text, so a test can tell what was
 * said. Every call is recorded (`fake.calls`, or `GET /__calls` from another process).
 *
 * Standalone, for e2e: `node --import tsx apps/server/test/fakes/deepgram-server.ts --port 3196 --key KEY`.
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
  closedByClient: boolean;
}

export interface FakeDeepgram {
  url: string;
  port: number;
  calls: DeepgramCall[];
  streams: DeepgramStream[];
  close(): Promise<void>;
}

export const FAKE_AUDIO_PREFIX = 'ID3';

export async function startFakeDeepgram(options: { apiKey: string; port?: number }): Promise<FakeDeepgram> {
  const calls: DeepgramCall[] = [];
  const { server, port } = await startLocalServer((req, res, body) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const json = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (url.pathname === '/__calls') return json(200, calls);
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
    res.end(Buffer.from(`${FAKE_AUDIO_PREFIX}${text}`));
  }, options.port);
  const streams: DeepgramStream[] = [];
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
        const said = /^SAY:(.+)$/s.exec(bytes.toString('utf8'))?.[1]?.trim();
        if (!said) return;
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
    close: async () => {
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name: string) => {
    const index = process.argv.indexOf(name);
    return index === -1 ? undefined : process.argv[index + 1];
  };
  const fake = await startFakeDeepgram({
    apiKey: arg('--key') ?? 'e2e-deepgram-key',
    port: Number(arg('--port') ?? 3196),
  });
  console.log(`fake Deepgram on ${fake.url}`);
}
