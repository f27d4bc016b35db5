/**
 * Writes the dashboard's API types (apps/web/src/lib/api-schema.ts) from the OpenAPI document the
 * server publishes at /api/docs, so the dashboard's calls are checked against the real routes.
 *
 *   node --conditions=source --import tsx scripts/generate-api-types.ts            write the file
 *   node --conditions=source --import tsx scripts/generate-api-types.ts --check    fail when it is stale
 *
 * A path after the flags names another file to write or check (the tests use a copy).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';

const repo = fileURLToPath(new URL('..', import.meta.url));
export const API_SCHEMA_FILE = path.join(repo, 'apps/web/src/lib/api-schema.ts');

const HEADER = `// Generated from the server's OpenAPI document by \`npm run api:generate\` (scripts/generate-api-types.ts).
// Do not edit: \`npm run check\` fails when this file no longer matches the server's routes.

`;

/** The generated file's text: the same on every machine, for the same routes. */
export async function generateApiTypes(): Promise<string> {
  const document = await openApiDocument();
  return HEADER + astToString(await openapiTS(document));
}

/** The document as production serves it (no development-only routes), from an app on in-memory databases. */
async function openApiDocument(): Promise<OpenAPI3> {
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      EMBEDDED_DB: 'memory',
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    }),
  );
  try {
    await app.ready();
    return app.swagger() as OpenAPI3;
  } finally {
    await app.close();
  }
}

/** Whether `file` holds `generated`, and what to tell whoever runs the check. */
export function checkApiTypes(generated: string, file: string): { matches: boolean; message: string } {
  const name = path.relative(repo, file) || file;
  let committed: string | undefined;
  try {
    committed = readFileSync(file, 'utf8');
  } catch {
    committed = undefined;
  }
  return committed === generated
    ? { matches: true, message: `${name} matches the server's routes.` }
    : {
        matches: false,
        message: `${name} does not match the server's routes. Run npm run api:generate and commit the result.`,
      };
}

async function main(args: string[]) {
  const file = args.find((arg) => !arg.startsWith('--')) ?? API_SCHEMA_FILE;
  const generated = await generateApiTypes();
  if (!args.includes('--check')) {
    writeFileSync(file, generated);
    console.log(`Wrote ${path.relative(repo, file) || file}.`);
    return;
  }
  const { matches, message } = checkApiTypes(generated, file);
  if (matches) console.log(message);
  else {
    console.error(message);
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main(process.argv.slice(2));
}
