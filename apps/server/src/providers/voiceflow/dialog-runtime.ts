import { z } from 'zod';
import type { Egress } from '../../platform/egress/egress.js';

/**
 * The flow builder's dialog runtime (Voiceflow's Dialog Manager API): one call per turn,
 * `POST {runtimeUrl}/state/user/{userID}/interact`, which keeps the conversation's state on its
 * side under `userID` and answers with an array of traces. Plain arguments in, plain data out.
 */

/** What the visitor did this turn: opened the chat, or wrote (or clicked a button's label). */
export type DialogAction = { type: 'launch' } | { type: 'text'; payload: string };

export interface InteractRequest {
  runtimeUrl: string;
  /** 'production', 'development' or a version id; sent as the `versionID` header. */
  versionID?: string;
  apiKey: string;
  userID: string;
  action: DialogAction;
}

/** What one turn of the flow says: its text, the buttons it offers, and whether the flow ended. */
export interface DialogReply {
  text: string;
  buttons: string[];
  ended: boolean;
}

export class DialogRuntimeError extends Error {
  constructor(
    readonly reason: 'unauthorized' | 'http' | 'bad-answer',
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'DialogRuntimeError';
  }
}

// AI steps in a flow answer in seconds, not milliseconds.
export const INTERACT_TIMEOUT_MS = 30_000;

// Runtimes add trace types over time; unknown ones (debug, path, flow, block...) are skipped.
const ZTrace = z.object({ type: z.string(), payload: z.unknown().optional() });
const ZMessagePayload = z.object({ message: z.string() });
const ZButton = z.object({ name: z.string() });
const ZChoicePayload = z.object({ buttons: z.array(ZButton) });
const ZCardPayload = z.object({
  title: z.string().optional(),
  description: z.object({ text: z.string() }).optional(),
  buttons: z.array(ZButton).optional(),
});

/** Runs one turn of the conversation `userID` and returns the runtime's traces. */
export async function interact(egress: Egress, request: InteractRequest): Promise<unknown[]> {
  const url = `${request.runtimeUrl.replace(/\/+$/, '')}/state/user/${encodeURIComponent(request.userID)}/interact`;
  const headers: Record<string, string> = {
    authorization: request.apiKey,
    'content-type': 'application/json',
    accept: 'application/json',
  };
  if (request.versionID) headers.versionID = request.versionID;
  const response = await egress(url, {
    method: 'POST',
    headers,
    body: JSON.stringify({ action: request.action, config: { tts: false, stripSSML: true } }),
    timeoutMs: INTERACT_TIMEOUT_MS,
  });
  if (response.status === 401 || response.status === 403) {
    throw new DialogRuntimeError('unauthorized', 'The flow runtime refused the API key.', response.status);
  }
  if (response.status < 200 || response.status >= 300) {
    throw new DialogRuntimeError('http', `The flow runtime answered ${response.status}.`, response.status);
  }
  let traces: unknown;
  try {
    traces = JSON.parse(response.text);
  } catch {
    throw new DialogRuntimeError('bad-answer', 'The flow runtime answered, but not with JSON.');
  }
  if (!Array.isArray(traces))
    throw new DialogRuntimeError('bad-answer', 'The flow runtime answered, but not with traces.');
  return traces;
}

/** The visitor-facing reply in a turn's traces: messages joined by blank lines, every button offered, the end. */
export function replyFromTraces(traces: unknown[]): DialogReply {
  const texts: string[] = [];
  const buttons: string[] = [];
  let ended = false;
  for (const item of traces) {
    const trace = ZTrace.safeParse(item);
    if (!trace.success) continue;
    const raw = trace.data;
    switch (raw.type) {
      case 'speak':
      case 'text': {
        const payload = ZMessagePayload.safeParse(raw.payload);
        if (payload.success && payload.data.message.trim()) texts.push(payload.data.message.trim());
        break;
      }
      case 'choice': {
        const payload = ZChoicePayload.safeParse(raw.payload);
        if (payload.success) buttons.push(...payload.data.buttons.map((button) => button.name));
        break;
      }
      case 'cardV2': {
        const payload = ZCardPayload.safeParse(raw.payload);
        if (!payload.success) break;
        const card = [payload.data.title, payload.data.description?.text].filter((part) => part?.trim());
        if (card.length > 0) texts.push(card.join('\n'));
        buttons.push(...(payload.data.buttons ?? []).map((button) => button.name));
        break;
      }
      case 'end':
        ended = true;
        break;
    }
  }
  return { text: texts.join('\n\n'), buttons: buttons.filter((name) => name.trim()), ended };
}
