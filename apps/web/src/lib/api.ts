import { ZErrorBody } from '@agent-platform/core';
import createClient, { createFinalURL, createQuerySerializer, defaultPathSerializer } from 'openapi-fetch';
import type { paths } from './api-schema';

/** An answer outside 2xx, carrying the server's code and its user-facing message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

interface Schema<T> {
  parse(data: unknown): T;
}

/**
 * A client for our own API, typed from the server's OpenAPI document (api-schema.ts). A call
 * resolves only on a 2xx answer: a failed answer rejects with its ApiError, a failed fetch with
 * `networkError()`. `baseUrl` is empty in the dashboard (same origin).
 */
export function createApiClient(baseUrl = '') {
  const client = createClient<paths>({
    baseUrl,
    credentials: 'same-origin',
    // Under `no-referrer` the Fetch standard sends `Origin: null` on a POST; the server's origin
    // check needs our real origin whatever policy a host page sets.
    referrerPolicy: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  client.use({
    onError: () => networkError(),
    onResponse: async ({ response }) => {
      if (!response.ok) throw await apiErrorOf(response);
    },
  });
  return client;
}

/** The dashboard's API client. */
export const api = createApiClient();

/** Checks a successful answer against the shared contract and gives its data. */
export const answer =
  <T>(schema: Schema<T>) =>
  (result: { data?: unknown }): T =>
    schema.parse(result.data ?? null);

/** For calls whose answer carries nothing the caller needs (204, `{ ok: true }`). */
export const noAnswer = (): void => undefined;

/** Headers for the spec's calls made with an agent's SECRET_API_KEY instead of the session. */
export const bearer = (secret: string) => ({ Authorization: `Bearer ${secret}` });

/**
 * An upload's multipart body. The upload routes read the parts themselves, so the document
 * declares no JSON body for them; the form goes as multipart/form-data with its boundary.
 */
export const multipart = (form: FormData) => form as never;

type Method = 'get' | 'put' | 'post' | 'patch' | 'delete';
type ParametersOf<P extends keyof paths> = {
  [M in Method]: paths[P][M] extends { parameters: infer R } ? R : never;
}[Method];

/**
 * An API address with its parameters filled in, from the same typed table as `api`: for what
 * reads the answer itself (answer streams, EventSource, download links).
 */
export function apiPath<P extends keyof paths>(path: P, params: ParametersOf<P>): string {
  return createFinalURL(path, {
    baseUrl: '',
    params: params as { path?: Record<string, unknown>; query?: Record<string, unknown> },
    querySerializer: createQuerySerializer(),
    pathSerializer: defaultPathSerializer,
  });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function failureOf(response: Response, data: unknown): ApiError {
  const parsed = ZErrorBody.safeParse(data);
  if (parsed.success) return new ApiError(response.status, parsed.data.error.code, parsed.data.error.message);
  // An answer without our error body came from something in between (a proxy, a gateway): its
  // status says nothing to a person.
  return new ApiError(
    response.status,
    'HTTP_ERROR',
    response.status >= 500 ? SERVER_UNAVAILABLE_MESSAGE : SOMETHING_WENT_WRONG_MESSAGE,
  );
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';
export const SERVER_UNAVAILABLE_MESSAGE = 'The server is not available just now. Please try again in a moment.';
export const SOMETHING_WENT_WRONG_MESSAGE = 'Something went wrong. Please try again.';

/** fetch itself failed: no answer came back. */
export function networkError(): ApiError {
  return new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
}

/** The error a failed answer carries, for callers that read successful answers themselves (streams). */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  return failureOf(response, await readJson(response));
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/**
 * The text to show for any failure: the server's message when it sent one. Nothing else's own
 * text (fetch's "Failed to fetch", a parser's) ever reaches a person.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  // fetch rejects with a TypeError when no answer came back (offline, refused, blocked).
  if (error instanceof TypeError) return NETWORK_ERROR_MESSAGE;
  return SOMETHING_WENT_WRONG_MESSAGE;
}
