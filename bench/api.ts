/**
 * API throughput, as ratios to a bare Fastify hello route measured in the same run.
 * Budget (issue: foundation): the authenticated agents list at 0.35 or more of the bare route.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 20;
const BUDGET = 0.35;

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ host: '127.0.0.1', port: 0 });
}

async function requestsPerSecond(url: string, headers: Record<string, string> = {}): Promise<number> {
  // A short warm-up lets the JIT and the database caches settle before the measured run.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2, workers: 1 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_SECONDS, workers: 1 });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return result.requests.average;
}

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

const baseline = await requestsPerSecond(`${bareUrl}/hello`);
const health = await requestsPerSecond(`${productUrl}/healthz`);
const agents = await requestsPerSecond(`${productUrl}/api/na/workspaces/${owner.uid}/agents`, { cookie: owner.cookie });

await product.close();
await bare.close();

const row = (name: string, rps: number) =>
  `${name.padEnd(36)} ${rps.toFixed(0).padStart(8)} req/s   ratio ${(rps / baseline).toFixed(2)}`;
console.log(row('bare Fastify GET /hello (baseline)', baseline));
console.log(row('GET /healthz', health));
console.log(row('GET agents list (session cookie)', agents));
const ratio = agents / baseline;
console.log(`budget: agents list >= ${BUDGET} of baseline -> ${ratio >= BUDGET ? 'within budget' : 'OVER BUDGET'}`);
process.exitCode = ratio >= BUDGET ? 0 : 1;
