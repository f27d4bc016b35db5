/**
 * API throughput, as ratios to a bare Fastify hello route measured in the same run.
 * Budget (issue: foundation): the authenticated agents list at 0.35 or more of the bare route.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';

const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = 5;
const CONNECTIONS = 20;
const BUDGET = 0.35;

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ host: '127.0.0.1', port: 0 });
}

/** The load comes from a worker thread, so the servers' thread does nothing but serve. */
async function requestsPerSecond(target: Target, seconds: number): Promise<number> {
  const { url, headers } = target;
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds, workers: 1 });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return result.requests.average;
}

interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;

async function signUpOwner(base: string) {
  const headers = { 'content-type': 'application/json', origin: base };
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: 'Bench Owner',
      email: `bench-${Date.now()}@example.com`,
      password: 'bench password 1',
    }),
  });
  const cookie = signup.headers.get('set-cookie')?.split(';')[0];
  if (signup.status !== 201 || !cookie) throw new Error(`signup failed: ${signup.status}`);
  const onboarding = await fetch(`${base}/api/onboarding`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ region: 'na' }),
  });
  const { uid } = (await onboarding.json()) as { uid: string };
  return { cookie, uid };
}

const bare = Fastify();
bare.get('/hello', async () => ({ hello: 'world' }));
const bareUrl = await listen(bare);

const product = await buildApp(
  loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    EMBEDDED_DB: 'memory',
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  }),
);
const productUrl = await listen(product);
const owner = await signUpOwner(productUrl);

const targets: Target[] = [
  { name: 'bare Fastify GET /hello (baseline)', url: `${bareUrl}/hello`, headers: {} },
  { name: 'GET /healthz', url: `${productUrl}/healthz`, headers: {} },
  {
    name: 'GET agents list (session cookie)',
    url: `${productUrl}/api/na/workspaces/${owner.uid}/agents`,
    headers: { cookie: owner.cookie },
  },
];

// Warm-up, then rounds that take turns, so a slow moment of the machine hits every target alike;
// each target's figure is its median round.
for (const target of targets) await requestsPerSecond(target, 2);
const rounds = targets.map(() => [] as number[]);
for (let round = 0; round < ROUNDS; round++) {
  for (const [i, target] of targets.entries()) rounds[i]?.push(await requestsPerSecond(target, ROUND_SECONDS));
}

await product.close();
await bare.close();

const [baseline = 0, , agents = 0] = rounds.map(median);
for (const [i, target] of targets.entries()) {
  const rps = median(rounds[i] ?? []);
  console.log(`${target.name.padEnd(36)} ${rps.toFixed(0).padStart(8)} req/s   ratio ${(rps / baseline).toFixed(2)}`);
}
const ratio = agents / baseline;
console.log(`budget: agents list >= ${BUDGET} of baseline -> ${ratio >= BUDGET ? 'within budget' : 'OVER BUDGET'}`);
process.exitCode = ratio >= BUDGET ? 0 : 1;
