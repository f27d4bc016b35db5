import { ZErrorBody } from '@agent-platform/core';

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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Schema<T> {
  parse(data: unknown): T;
}

async function request(method: Method, path: string, body?: unknown, bearer?: string): Promise<unknown> {
  let response: Response;
  // A form (file upload) sets its own multipart Content-Type with its boundary.
  const isForm = body instanceof FormData;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      // Under `no-referrer` the Fetch standard sends `Origin: null` on a POST; the server's origin
      // check needs our real origin whatever policy a host page sets.
      referrerPolicy: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
        ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch {
    throw networkError();
  }

  const data = await readJson(response);
  if (!response.ok) throw failureOf(response, data);
  return data;
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
  return new ApiError(
    response.status,
    'HTTP_ERROR',
    `The server answered ${response.status} ${response.statusText}.`.trim(),
  );
}

/** fetch itself failed: no answer came back. */
export function networkError(): ApiError {
  return new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server. Check your connection and try again.');
}

/** The error a failed answer carries, for callers that read successful answers themselves (streams). */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  return failureOf(response, await readJson(response));
}

/** JSON calls to our own API. Pass a schema to check the answer against the shared contract. */
export const api = {
  get: <T>(path: string, schema: Schema<T>): Promise<T> => request('GET', path).then((data) => schema.parse(data)),
  /** `body` is sent as JSON, or as multipart/form-data when it is a `FormData` (uploads). */
  post: <T>(path: string, body: unknown, schema: Schema<T>): Promise<T> =>
    request('POST', path, body).then((data) => schema.parse(data)),
  /** A POST authorised by a secret instead of the session (the spec's calls made with an agent's SECRET_API_KEY). */
  postWithBearer: <T>(path: string, body: unknown, schema: Schema<T>, bearer: string): Promise<T> =>
    request('POST', path, body, bearer).then((data) => schema.parse(data)),
  /** For calls whose answer carries nothing the caller needs (204, `{ ok: true }`). */
  send: (method: Method, path: string, body?: unknown): Promise<void> =>
    request(method, path, body).then(() => undefined),
};

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The text to show for any failure: the server's message when it sent one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'Something went wrong. Please try again.';
}
