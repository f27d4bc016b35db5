import { DOMAIN_TAKEN_MESSAGE, WHITELABEL_REQUIRED_MESSAGE } from '@agent-platform/core';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, joinWorkspace, signUpWithWorkspace } from '../../../test/app.js';
import { startDnsServer } from '../../../test/dns-server.js';
import { startLocalServer } from '../../../test/local-http-server.js';
import { mailOutbox } from '../../platform/db/schema/index.js';
import { domainDeps } from './routes.js';
import { agencyDomains, dnsReminders } from './schema.js';
import { sendDnsReminder } from './send-dns-reminder.js';

const TARGET = 'agencies.product.test';

let app: FastifyInstance;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
/** Stands in for the TLS proxy in front of an agency domain: answers what the test says. */
let site: Awaited<ReturnType<typeof startLocalServer>>['server'];
let siteStatus = 503;
let sitePort: number;

beforeAll(async () => {
  dns = await startDnsServer();
  ({ server: site, port: sitePort } = await startLocalServer((_request, response) =>
    response.writeHead(siteStatus).end('page'),
  ));
  app = await createTestApp({
    DNS_SERVERS: dns.address,
    AGENCY_DOMAIN_CNAME_TARGET: TARGET,
    AGENCY_DOMAIN_CHECK_SCHEME: 'http',
    AGENCY_DOMAIN_CHECK_PORT: String(sitePort),
    EGRESS_ALLOW: `app.acme.localhost:${sitePort},shop.acme.localhost:${sitePort}`,
  });
});
afterAll(async () => {
  await app.close();
  dns.close();
  site.close();
});

const domainsUrl = (owner: { workspace: { uid: string; region: string } }) =>
  `/api/${owner.workspace.region}/workspaces/${owner.workspace.uid}/agency/domains`;

async function ownerWithTrial(region: 'na' | 'eu' = 'na') {
  const owner = await signUpWithWorkspace(app, region);
  const trial = await owner.client.post(`/api/${region}/workspaces/${owner.workspace.uid}/agency/whitelabel-trial`);
  expect(trial.statusCode).toBe(200);
  return owner;
}

const tlsAsk = (domain: string) => app.inject({ method: 'GET', url: `/api/tls/ask?domain=${domain}` });

describe("an agency's custom domain", () => {
  it('needs the white-label entitlement, which the one 14-day trial gives', async () => {
    const owner = await signUpWithWorkspace(app);
    const refused = await owner.client.put(`${domainsUrl(owner)}/custom`, { domain: 'app.nobody.example' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(WHITELABEL_REQUIRED_MESSAGE);
    expect((await owner.client.get(domainsUrl(owner))).json().whitelabel).toEqual({
      entitled: false,
      trial: null,
      canStartTrial: true,
    });

    const trialUrl = `/api/na/workspaces/${owner.workspace.uid}/agency/whitelabel-trial`;
    const started = (await owner.client.post(trialUrl)).json();
    expect(started.entitled).toBe(true);
    expect(started.canStartTrial).toBe(false);
    const days = (Date.parse(started.trial.endsAt) - Date.parse(started.trial.startedAt)) / 86_400_000;
    expect(days).toBe(14);
    const again = await owner.client.post(trialUrl);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This workspace has already used its 14-day whitelabel trial.');
  });

  it("is refused empty or as a two-part domain, in the spec's words", async () => {
    const owner = await ownerWithTrial();
    const empty = await owner.client.put(`${domainsUrl(owner)}/custom`, { domain: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Please enter a custom domain');
    const apex = await owner.client.put(`${domainsUrl(owner)}/custom`, { domain: 'Acme.COM' });
    expect(apex.json().error.message).toBe('Please input a subdomain: "acme.com"');
  });

  it("is never the custom tabs' own host, which sits under the root domain locally", async () => {
    const owner = await ownerWithTrial();
    const tabs = await owner.client.put(`${domainsUrl(owner)}/subdomain`, { subdomain: 'Tabs' });
    expect(tabs.statusCode).toBe(400);
    expect(tabs.json().error.message).toBe('This subdomain is reserved. Please choose another one.');
  });

  it('moves from not verified to verified to live as its records appear and its page answers', async () => {
    const owner = await ownerWithTrial();
    const saved = await owner.client.put(`${domainsUrl(owner)}/custom`, { domain: ' App.Acme.LOCALHOST ' });
    expect(saved.statusCode).toBe(200);
    const pending = saved.json();
    expect(pending).toMatchObject({ kind: 'custom', domain: 'app.acme.localhost', status: 'pending' });
    const [cname, txt] = pending.records;
    expect(cname).toEqual({ type: 'CNAME', name: 'app', value: TARGET, ttl: 'Auto', status: 'pending' });
    expect(txt).toMatchObject({ type: 'TXT', name: '_domain-verification.app.acme.localhost', ttl: 'Auto' });
    expect(pending.lastProblem).toBe(
      `Neither the verification TXT record nor a CNAME record for ${TARGET} was found yet.`,
    );
    expect((await tlsAsk('app.acme.localhost')).statusCode).toBe(404);

    const check = async () => (await owner.client.post(`${domainsUrl(owner)}/custom/check`)).json();
    dns.publish('_domain-verification.app.acme.localhost', 'TXT', [txt.value]);
    const halfway = await check();
    expect(halfway.status).toBe('pending');
    expect(halfway.records.map((r: { status: string }) => r.status)).toEqual(['pending', 'verified']);
    expect(halfway.lastProblem).toBe(
      `app.acme.localhost does not point at ${TARGET} yet: add a CNAME record for ${TARGET}.`,
    );

    dns.publish('app.acme.localhost', 'CNAME', [TARGET]);
    const verified = await check();
    expect(verified).toMatchObject({ status: 'verified', lastProblem: null });
    expect(verified.verifiedAt).not.toBeNull();
    expect((await tlsAsk('app.acme.localhost')).statusCode).toBe(200);

    // Verified, but the proxy has no certificate yet: the page does not answer 200.
    siteStatus = 503;
    const notLive = await check();
    expect(notLive.status).toBe('verified');
    expect(notLive.lastProblem).toMatch(/SSL certificate/);
    expect((await app.inject({ method: 'GET', url: '/api/proxy?domain=app.acme.localhost' })).statusCode).toBe(503);

    siteStatus = 200;
    expect((await app.inject({ method: 'GET', url: '/api/proxy?domain=app.acme.localhost' })).statusCode).toBe(200);
    const live = await check();
    expect(live).toMatchObject({ status: 'live', lastProblem: null });
    expect(live.liveAt).not.toBeNull();
  });

  it('is refused when another account holds it, in the other region too', async () => {
    const na = await ownerWithTrial('na');
    expect((await na.client.put(`${domainsUrl(na)}/custom`, { domain: 'help.shared.example' })).statusCode).toBe(200);
    const eu = await ownerWithTrial('eu');
    const taken = await eu.client.put(`${domainsUrl(eu)}/custom`, { domain: 'HELP.shared.example' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(DOMAIN_TAKEN_MESSAGE);
    // A subdomain is taken across regions as well.
    const sub = await eu.client.put(`${domainsUrl(eu)}/subdomain`, { subdomain: 'bakery' });
    expect(sub.statusCode).toBe(200);
    const clash = await na.client.put(`${domainsUrl(na)}/subdomain`, { subdomain: 'Bakery' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe(DOMAIN_TAKEN_MESSAGE);
    // A name is one agency's, whichever kind: another's subdomain cannot be a custom domain.
    await eu.client.put(`${domainsUrl(eu)}/subdomain`, { subdomain: 'shop.bakery' });
    const asCustom = await na.client.put(`${domainsUrl(na)}/custom`, { domain: 'shop.bakery.localhost' });
    expect(asCustom.statusCode).toBe(409);
  });

  it('can be cancelled before verification, after which the TLS proxy is refused for it', async () => {
    const owner = await ownerWithTrial();
    await owner.client.put(`${domainsUrl(owner)}/custom`, { domain: 'shop.acme.localhost' });
    const saved = (await owner.client.get(domainsUrl(owner))).json().custom;
    dns.publish('_domain-verification.shop.acme.localhost', 'TXT', [saved.records[1].value]);
    dns.publish('shop.acme.localhost', 'CNAME', [TARGET]);
    expect((await owner.client.post(`${domainsUrl(owner)}/custom/check`)).json().status).toBe('verified');
    expect((await tlsAsk('shop.acme.localhost')).statusCode).toBe(200);

    expect((await owner.client.delete(`${domainsUrl(owner)}/custom`)).statusCode).toBe(204);
    expect((await owner.client.get(domainsUrl(owner))).json().custom).toBeNull();
    expect((await tlsAsk('shop.acme.localhost')).statusCode).toBe(404);
    expect((await owner.client.delete(`${domainsUrl(owner)}/custom`)).statusCode).toBe(404);
  });

  it('is not the business of an admin: agency settings belong to the owner', async () => {
    const owner = await ownerWithTrial();
    const admin = await joinWorkspace(app, owner.workspace.uid, 'admin');
    expect((await admin.client.get(domainsUrl(owner))).statusCode).toBe(403);
    expect((await admin.client.put(`${domainsUrl(owner)}/subdomain`, { subdomain: 'x' })).statusCode).toBe(403);
  });
});

describe('DNS instructions and reminders', () => {
  it('emails the records to a valid recipient only', async () => {
    const owner = await ownerWithTrial();
    await owner.client.put(`${domainsUrl(owner)}/custom`, { domain: 'chat.mail-test.example' });
    const bad = await owner.client.post(`${domainsUrl(owner)}/custom/instructions`, { to: 'it@nowhere' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Please enter a valid recipient email.');

    const sent = await owner.client.post(`${domainsUrl(owner)}/custom/instructions`, { to: 'it@mail-test.example' });
    expect(sent.json()).toEqual({ success: true, message: 'DNS instructions sent successfully!' });
    const [mail] = await app.regions
      .global()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'it@mail-test.example'));
    expect(mail?.subject).toBe('DNS records for chat.mail-test.example');
    expect(mail?.text).toContain(`CNAME\tchat\t${TARGET}\tTTL: Auto`);
    expect(mail?.text).toContain('_domain-verification.chat.mail-test.example');
  });

  it('writes a reminder when a custom domain is added, sent later only while the domain is not verified', async () => {
    const owner = await ownerWithTrial();
    await owner.client.put(`${domainsUrl(owner)}/custom`, { domain: 'late.remind.example' });
    const db = app.regions.db('na');
    const [reminder] = await db.select().from(dnsReminders).where(eq(dnsReminders.domain, 'late.remind.example'));
    expect(reminder).toMatchObject({ workspaceUid: owner.workspace.uid, userEmail: owner.email, sent: false });
    expect(reminder?.agencyName).toBe(owner.workspace.workspaceName);

    await sendDnsReminder(domainDeps(app), 'na', { reminderId: reminder!.id });
    const [mail] = await app.regions
      .global()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, owner.email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail?.text).toContain('late.remind.example is not verified yet');
    const [after] = await db.select().from(dnsReminders).where(eq(dnsReminders.id, reminder!.id));
    expect(after?.sent).toBe(true);

    // A domain verified by the time its reminder is due is not reminded.
    await owner.client.put(`${domainsUrl(owner)}/custom`, { domain: 'done.remind.example' });
    const [second] = await db.select().from(dnsReminders).where(eq(dnsReminders.domain, 'done.remind.example'));
    await db.update(agencyDomains).set({ status: 'verified' }).where(eq(agencyDomains.domain, 'done.remind.example'));
    await sendDnsReminder(domainDeps(app), 'na', { reminderId: second!.id });
    const [unsent] = await db.select().from(dnsReminders).where(eq(dnsReminders.id, second!.id));
    expect(unsent?.sent).toBe(false);
  });
});

describe("an agency's subdomain and the tenant of a request", () => {
  it('is lowercased, stripped of spaces and the root, and verified at once', async () => {
    const owner = await signUpWithWorkspace(app);
    const saved = await owner.client.put(`${domainsUrl(owner)}/subdomain`, { subdomain: ' Ba Kery2.LOCALHOST ' });
    expect(saved.json()).toMatchObject({
      kind: 'subdomain',
      domain: 'bakery2.localhost',
      status: 'verified',
      records: [],
    });
    expect((await owner.client.get(domainsUrl(owner))).json().rootDomain).toBe('localhost');
  });

  it("makes a request on the subdomain the agency's: addresses are built on its origin", async () => {
    const owner = await signUpWithWorkspace(app);
    const created = await owner.client.post(`/api/na/workspaces/${owner.workspace.uid}/agents`, { agentName: 'Host' });
    const agentId = created.json().agentCreated.ID as string;
    const scriptOn = async (host: string) =>
      (await owner.client.request({ method: 'GET', url: `/api/na/v2/agents/${agentId}`, headers: { host } })).json()
        .widgetScriptUrl;

    expect(await scriptOn('acme.localhost:3000')).toBe('http://localhost:80/widget/loader.js');
    await owner.client.put(`${domainsUrl(owner)}/subdomain`, { subdomain: 'acme' });
    expect(await scriptOn('acme.localhost:3000')).toBe('http://acme.localhost:3000/widget/loader.js');
    expect((await tlsAsk('acme.localhost')).statusCode).toBe(200);
    expect((await tlsAsk('localhost')).statusCode).toBe(200);

    await owner.client.delete(`${domainsUrl(owner)}/subdomain`);
    expect(await scriptOn('acme.localhost:3000')).toBe('http://localhost:80/widget/loader.js');
  });
});
