import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { CLIENT_SESSION_COOKIE } from '../src/platform/auth/client-session.js';
import { workspaces } from '../src/platform/db/schema/index.js';
import { signUpWithWorkspace, uniqueEmail } from './app.js';

/** Room for every client a test file adds to one agency; the seat limit itself is tested in billing. */
const AGENCY_CLIENT_SEATS = 50;

/**
 * An agency owner whose agency is saved and answers on its own verified subdomain
 * (`{name}.localhost`), the host its clients sign in on.
 */
export async function agencyWithHost(
  app: FastifyInstance,
  region: 'na' | 'eu' = 'na',
  name = 'Acme Agency',
  clientSeats: number | null = AGENCY_CLIENT_SEATS,
) {
  const owner = await signUpWithWorkspace(app, region);
  if (clientSeats !== null) {
    // Seats as an agency buys them (client seat add-ons); null keeps the free plan's.
    await app.regions
      .db(region)
      .update(workspaces)
      .set({ limits: sql`${workspaces.limits} || ${JSON.stringify({ clientSeats, maxClients: clientSeats })}::jsonb` })
      .where(eq(workspaces.uid, owner.workspace.uid));
  }
  const base = `/api/${region}/workspaces/${owner.workspace.uid}/agency`;
  const saved = await owner.client.request({ method: 'PATCH', url: base, payload: { name } });
  if (saved.statusCode !== 200) throw new Error(`agency save failed: ${saved.body}`);
  const subdomain = `a${randomBytes(5).toString('hex')}`;
  const put = await owner.client.put(`${base}/domains/subdomain`, { subdomain });
  if (put.statusCode !== 200) throw new Error(`subdomain failed: ${put.body}`);
  return { ...owner, region, base, host: put.json().domain as string };
}
export type TestAgency = Awaited<ReturnType<typeof agencyWithHost>>;

/** A new organisation of the agency with one client user; the client as the owner sees it (with its password). */
export async function addClient(agency: TestAgency, client: Record<string, unknown> = {}, orgId?: string) {
  const org =
    orgId ??
    (await agency.client.post(`${agency.base}/orgs`, { name: 'Client Org' }).then((res) => {
      if (res.statusCode !== 200) throw new Error(`org failed: ${res.body}`);
      return res.json().id as string;
    }));
  const res = await agency.client.post(`${agency.base}/orgs/${org}/clients`, {
    name: 'Casey Client',
    email: uniqueEmail('client'),
    ...client,
  });
  if (res.statusCode !== 200) throw new Error(`client failed: ${res.body}`);
  return res.json() as { id: string; orgId: string; email: string; name: string; dashboardPassword: string };
}

/** A browser on an agency's host: sends that host and its Origin, and keeps the client session cookie. */
export function clientBrowser(app: FastifyInstance, host: string, remoteAddress = `10.9.${rnd()}.${rnd()}`) {
  let cookie: string | undefined;
  const request = async (options: InjectOptions) => {
    const res = await app.inject({
      remoteAddress,
      ...options,
      headers: { origin: `http://${host}`, host, ...(cookie ? { cookie } : {}), ...options.headers },
    });
    const set = res.cookies.find((c) => c.name === CLIENT_SESSION_COOKIE);
    if (set) cookie = set.value ? `${CLIENT_SESSION_COOKIE}=${set.value}` : undefined;
    return res;
  };
  return {
    request,
    get: (url: string) => request({ method: 'GET', url }),
    post: (url: string, payload?: unknown) =>
      request({ method: 'POST', url, payload: payload as InjectOptions['payload'] }),
    patch: (url: string, payload?: unknown) =>
      request({ method: 'PATCH', url, payload: payload as InjectOptions['payload'] }),
    put: (url: string, payload?: unknown) =>
      request({ method: 'PUT', url, payload: payload as InjectOptions['payload'] }),
    get cookie() {
      return cookie;
    },
    set cookie(value: string | undefined) {
      cookie = value;
    },
  };
}

const rnd = () => Math.floor(Math.random() * 250) + 1;

/** Signs a client in with its dashboard password on its agency's host. */
export async function signedInClient(
  app: FastifyInstance,
  agency: TestAgency,
  client: { email: string; dashboardPassword: string },
) {
  const browser = clientBrowser(app, agency.host);
  const res = await browser.post('/api/client-auth/sign-in', {
    email: client.email,
    password: client.dashboardPassword,
  });
  if (res.statusCode !== 200) throw new Error(`client sign-in failed: ${res.body}`);
  return browser;
}
