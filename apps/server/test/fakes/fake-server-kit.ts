import type { Server, ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';

// What the provider fakes share: JSON answers, request bodies, closing, and starting one from the command line.

/** Answers `body` as JSON with `status`. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * A request's parameters as Telegram's and Meta's APIs read them: a JSON object when the content
 * type says JSON, form fields otherwise, nothing for an empty body.
 */
export function readJsonOrForm(contentType: string | undefined, raw: string): Record<string, unknown> {
  if (!raw) return {};
  if (contentType?.includes('application/json')) return JSON.parse(raw) as Record<string, unknown>;
  return Object.fromEntries(new URLSearchParams(raw));
}

/** Stops the server, once the connections it still has are done. */
export function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The value after `flag` (e.g. `--port`) on the command line, when the flag is there. */
export function cliArg(flag: string): string | undefined {
  const index = process.argv.indexOf(flag);
  return index === -1 ? undefined : process.argv[index + 1];
}

/**
 * Runs `start` when the module at `moduleUrl` is the script node was started with, as e2e and
 * the benchmarks start a fake (`node --import tsx apps/server/test/fakes/<fake>.ts --port N`);
 * does nothing when a test imports it.
 */
export async function runStandalone(moduleUrl: string, start: () => Promise<void>): Promise<void> {
  if (process.argv[1] && moduleUrl === pathToFileURL(process.argv[1]).href) await start();
}
