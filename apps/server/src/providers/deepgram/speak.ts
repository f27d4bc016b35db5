/**
 * Deepgram's text-to-speech (POST /v1/speak, Aura voices) at `apiUrl` from config: the real API,
 * or a fake in tests. Plain arguments in, audio bytes out.
 */
export class DeepgramError extends Error {
  constructor(
    message: string,
    /** Deepgram's HTTP status; undefined when it was not reached. */
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface DeepgramConnection {
  apiUrl: string;
  apiKey: string;
}

/** Speech as MP3 (Deepgram's default encoding), for `text` in `model` ('aura-asteria-en'). */
export async function speakText(
  deepgram: DeepgramConnection,
  model: string,
  text: string,
): Promise<{ audio: Buffer; contentType: string }> {
  const url = `${httpBase(deepgram.apiUrl)}/v1/speak?model=${encodeURIComponent(model)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { Authorization: `Token ${deepgram.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ text }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw new DeepgramError(`Deepgram could not be reached: ${(error as Error).message}`);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { err_msg?: string; reason?: string } | null;
    throw new DeepgramError(body?.err_msg ?? body?.reason ?? `Deepgram answered ${response.status}`, response.status);
  }
  return {
    audio: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? 'audio/mpeg',
  };
}

/** The HTTP(S) base of a configured URL that may be written as ws(s). */
export const httpBase = (apiUrl: string) => apiUrl.replace(/^ws(s?):/, 'http$1:');
/** The WebSocket base of a configured URL that may be written as http(s). */
export const wsBase = (apiUrl: string) => apiUrl.replace(/^http(s?):/, 'ws$1:');
