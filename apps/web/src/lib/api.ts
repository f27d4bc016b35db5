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

async function request(method: Method, path: string, body?: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      // Under `no-referrer` the Fetch standard sends `Origin: null` on a POST; the server's origin
      // check needs our real origin whatever policy a host page sets.
      referrerPolicy: 'same-origin',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server. Check your connection and try again.');
  }

  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }

  if (!response.ok) {
    const parsed = ZErrorBody.safeParse(data);
    if (parsed.success) throw new ApiError(response.status, parsed.data.error.code, parsed.data.error.message);
    throw new ApiError(
      response.status,
      'HTTP_ERROR',
      `The server answered ${response.status} ${response.statusText}.`.trim(),
    );
  }
  return data;
}

/** JSON calls to our own API. Pass a schema to check the answer against the shared contract. */
export const api = {
  get: <T>(path: string, schema: Schema<T>): Promise<T> => request('GET', path).then((data) => schema.parse(data)),
  post: <T>(path: string, body: unknown, schema: Schema<T>): Promise<T> =>
    request('POST', path, body).then((data) => schema.parse(data)),
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
