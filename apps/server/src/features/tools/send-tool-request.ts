import {
  buildToolRequest,
  maskToolRequest,
  TOOL_SECRET_HEADER,
  type ToolField,
  type ToolRequest,
} from '@agent-platform/core';
import type { SecretBox } from '../../platform/crypto.js';
import type { Egress, EgressResponse } from '../../platform/egress/egress.js';
import { openToolFields, type ToolRow } from './to-tool.js';

/** A tool's server gets this long to answer: the person chatting is waiting on it. */
export const TOOL_CALL_TIMEOUT_MS = 10_000;
/** Larger answers are refused: the model could not read them anyway. */
export const TOOL_CALL_MAX_BYTES = 1024 * 1024;

export interface SentToolRequest {
  /** What was sent, with the secret and the secret field values masked. */
  request: ToolRequest;
  /** Undefined when the call failed before any answer; `error` says why. */
  response?: EgressResponse;
  error?: string;
}

/**
 * Sends one call of a tool to its server through the egress guard, the secret (opened here, never
 * shown) in its header. Never throws for the call itself: a refused or failed call is `error`.
 */
export async function sendToolRequest(
  egress: Egress,
  box: SecretBox,
  row: ToolRow,
  args: Readonly<Record<string, unknown>>,
): Promise<SentToolRequest> {
  const secret = row.serverUrlSecretEncrypted === null ? undefined : box.open(row.serverUrlSecretEncrypted);
  const fields = openToolFields(box, row);
  const request = buildToolRequest({ ...row, fields }, args, secret);
  const shown = maskToolRequest(request, fields);
  try {
    const response = await egress(request.url, {
      method: request.method,
      headers: request.headers,
      // A redirect to another origin must not take the secrets along.
      secretHeaders: [TOOL_SECRET_HEADER, ...secretHeaderKeys(fields)],
      body: JSON.stringify(request.body),
      timeoutMs: TOOL_CALL_TIMEOUT_MS,
      maxBytes: TOOL_CALL_MAX_BYTES,
    });
    return { request: shown, response };
  } catch (error) {
    return { request: shown, error: error instanceof Error ? error.message : String(error) };
  }
}

const secretHeaderKeys = (fields: readonly ToolField[]) =>
  fields.filter((field) => field.secret && field.in === 'header').map((field) => field.key);
