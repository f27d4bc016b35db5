import { type LlmProvider, OPENAI_BASE_URL } from '@agent-platform/core';
import type { Config } from '../../config.js';
import { createGuardedFetch, type GuardedFetch } from '../egress/guarded-fetch.js';

/** Where a language model is reached and with which key: a workspace's credential, or the server's own. */
export interface LlmConnection {
  provider: LlmProvider;
  /** For `openai`, null means OpenAI's own API. */
  baseURL: string | null;
  apiKey: string | null;
}

/** A streamed answer may take minutes; a whole conversation's tokens fit well within 8 MB. */
export const LLM_CALL_LIMITS = { timeoutMs: 180_000, maxBytes: 8 * 1024 * 1024 };

/** The base URL calls go to, without a trailing slash. */
export function llmBaseUrl(connection: LlmConnection): string {
  return (connection.baseURL ?? OPENAI_BASE_URL).replace(/\/+$/, '');
}

export interface ServerLlm {
  connection: LlmConnection;
  fetch: GuardedFetch;
}

/**
 * The server-wide fallback from config (LLM_PROVIDER, LLM_BASE_URL, LLM_API_KEY), or undefined.
 */
export function createServerLlm(config: Config): ServerLlm | undefined {
  if (!config.llm) return undefined;
  const connection: LlmConnection = { ...config.llm };
  return { connection, fetch: operatorFetch(config, connection) };
}

/**
 * A guarded fetch for a connection the operator configured. The operator chose its address, so
 * it may be a local server (Ollama on localhost): its exact host:port joins the allowlist of
 * this connection's fetch only, never of workspaces' calls.
 */
export function operatorFetch(config: Config, connection: LlmConnection): GuardedFetch {
  const url = new URL(llmBaseUrl(connection));
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return createGuardedFetch({
    allow: [...config.egressAllow, `${url.hostname.replace(/^\[|\]$/g, '')}:${port}`],
    ...LLM_CALL_LIMITS,
  });
}
