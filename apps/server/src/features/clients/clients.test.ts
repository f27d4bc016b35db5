import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, joinWorkspace, signUpWithWorkspace } from '../../../test/app.js';
import { verifyPassword } from '../../platform/auth/passwords.js';
import { clients } from '../../platform/db/schema/index.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function agencyOwner(region: 'na' | 'eu' = 'na') {
  const owner = await signUpWithWorkspace(app, region);
  const base = `/api/${region}/workspaces/${owner.workspace.uid}/agency`;
  return { ...owner, base };
}

async function newOrg(owner: Awaited<ReturnType<typeof agencyOwner>>, body: object = {}) {
  const res = await owner.client.post(`${owner.base}/orgs`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

let emails = 0;
const email = () => `Client.${++emails}.${Date.now()}@Example.com`;

describe('client users', () => {
  it("adds a client with the org's default access, the agency's defaults and a 15-character password it can sign in with", async () => {
    const owner = await agencyOwner();
    await owner.client.request({
      method: 'PATCH',
      url: owner.base,
      payload: { settings: { defaultAllowCreateAgents: false, defaultHideAdvancedSettings: true } },
    });
    const org = await newOrg(owner, { defaultClientAccess: ['/home', '/kb'], defaultClientTabOrder: ['kb', 'home'] });
    const address = email();
    const res = await owner.client.post(`${owner.base}/orgs/${org.id}/clients`, {
      name: ' Ann ',
      email: ` ${address} `,
    });
    expect(res.statusCode, res.body).toBe(200);
    const client = res.json();
    expect(client).toMatchObject({
      orgId: org.id,
      name: 'Ann',
      email: address.toLowerCase(),
      canAccess: ['/home', '/kb'],
      clientTabOrder: ['kb', 'home'],
      allowCreateAgents: false,
      canDelegateChats: true,
      hideAdvancedSettings: true,
      notificationsSettings: { notifyThrough: 'all', notifyIf: 'all' },
      preferredLanguage: 'en',
      status: 'offline',
    });
    expect(client.id).toMatch(/^[A-Za-z0-9]{15}$/);
    expect(client.dashboardPassword).toMatch(/^[A-Za-z0-9]{15}$/);
    expect(JSON.stringify(client)).not.toMatch(/hash|argon/i);

    const [row] = await app.regions.db('na').select().from(clients).where(eq(clients.id, client.id));
    expect(row?.dashboardPasswordSealed).not.toContain(client.dashboardPassword);
    expect(await verifyPassword(row?.dashboardPasswordHash ?? '', client.dashboardPassword)).toBe(true);

    const listed = (await owner.client.get(`${owner.base}/orgs`)).json();
    expect(listed.orgs[0].clients).toEqual([client]);
  });

  it('gives Conversations only when the org has no default access, and keeps existing clients as they are when it changes', async () => {
    const owner = await agencyOwner();
    const org = await newOrg(owner, { defaultClientAccess: [] });
    const first = (
      await owner.client.post(`${owner.base}/orgs/${org.id}/clients`, { name: 'A', email: email() })
    ).json();
    expect(first.canAccess).toEqual(['/convos']);

    await owner.client.request({
      method: 'PATCH',
      url: `${owner.base}/orgs/${org.id}`,
      payload: { defaultClientAccess: ['/home', '/leads'] },
    });
    const second = (
      await owner.client.post(`${owner.base}/orgs/${org.id}/clients`, { name: 'B', email: email() })
    ).json();
    expect(second.canAccess).toEqual(['/home', '/leads']);
    const listed = (await owner.client.get(`${owner.base}/orgs`)).json().orgs[0].clients;
    expect(listed.map((c: { name: string; canAccess: string[] }) => [c.name, c.canAccess])).toEqual([
      ['B', ['/home', '/leads']],
      ['A', ['/convos']],
    ]);
  });

  it("refuses missing fields and an email another client has, in any agency, case or region, in the spec's words", async () => {
    const owner = await agencyOwner();
    const org = await newOrg(owner);
    for (const body of [{ name: 'Ann' }, { name: '', email: email() }, { name: 'Ann', email: '  ' }]) {
      const res = await owner.client.post(`${owner.base}/orgs/${org.id}/clients`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Please fill out all fields.');
    }

    const address = email();
    const taken = (
      await owner.client.post(`${owner.base}/orgs/${org.id}/clients`, { name: 'Ann', email: address })
    ).json();
    const other = await agencyOwner('eu');
    const otherOrg = await newOrg(other);
    for (const [who, url] of [
      [owner, `${owner.base}/orgs/${org.id}/clients`],
      [other, `${other.base}/orgs/${otherOrg.id}/clients`],
    ] as const) {
      const res = await who.client.post(url, { name: 'Copy', email: address.toUpperCase() });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('This email is already in use by another client.');
    }
    const second = (
      await owner.client.post(`${owner.base}/orgs/${org.id}/clients`, { name: 'Bo', email: email() })
    ).json();
    const clash = await owner.client.request({
      method: 'PATCH',
      url: `${owner.base}/clients/${second.id}`,
      payload: { email: address },
    });
    expect(clash.json().error.message).toBe('This email is already in use by another client.');
    // A client keeps its own email on a save.
    const same = await owner.client.request({
      method: 'PATCH',
      url: `${owner.base}/clients/${taken.id}`,
      payload: { email: address.toUpperCase(), name: 'Ann B.' },
    });
    expect(same.json()).toMatchObject({ email: address.toLowerCase(), name: 'Ann B.' });
  });

  it("lets a client see only this workspace's agents", async () => {
    const owner = await agencyOwner();
    const stranger = await agencyOwner();
    const agentOf = async (who: typeof owner) =>
      (await who.client.post(`/api/na/workspaces/${who.workspace.uid}/agents`, { agentName: 'Agent' })).json()
        .agentCreated.ID;
    const [own, foreign] = [await agentOf(owner), await agentOf(stranger)];
    const org = await newOrg(owner);
    const refused = await owner.client.post(`${owner.base}/orgs/${org.id}/clients`, {
      name: 'Ann',
      email: email(),
      widgetIDs: [own, foreign],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'Some of the chosen agents are not in this workspace. Please pick again.',
    );
    const client = (
      await owner.client.post(`${owner.base}/orgs/${org.id}/clients`, { name: 'Ann', email: email(), widgetIDs: [own] })
    ).json();
    expect(client.widgetIDs).toEqual([own]);
    const edit = await owner.client.request({
      method: 'PATCH',
      url: `${owner.base}/clients/${client.id}`,
      payload: { widgetIDs: [foreign] },
    });
    expect(edit.statusCode).toBe(400);
  });

  it('regenerates the dashboard password and moves its version on; deletes a client', async () => {
    const owner = await agencyOwner();
    const org = await newOrg(owner);
    const client = (
      await owner.client.post(`${owner.base}/orgs/${org.id}/clients`, { name: 'A', email: email() })
    ).json();
    const renewed = (await owner.client.post(`${owner.base}/clients/${client.id}/password`)).json();
    expect(renewed.dashboardPassword).toMatch(/^[A-Za-z0-9]{15}$/);
    expect(renewed.dashboardPassword).not.toBe(client.dashboardPassword);
    const [row] = await app.regions.db('na').select().from(clients).where(eq(clients.id, client.id));
    expect(row?.passwordVersion).toBe(2);
    expect(await verifyPassword(row?.dashboardPasswordHash ?? '', client.dashboardPassword)).toBe(false);

    expect((await owner.client.delete(`${owner.base}/clients/${client.id}`)).json()).toEqual({ ok: true });
    expect((await owner.client.delete(`${owner.base}/clients/${client.id}`)).statusCode).toBe(404);
    expect((await owner.client.get(`${owner.base}/orgs`)).json().orgs[0].clients).toEqual([]);
  });

  it("answers 404 for another workspace's org or client, even to its own owner, and 403 to a member", async () => {
    const a = await agencyOwner();
    const b = await agencyOwner();
    const aOrg = await newOrg(a);
    const aClient = (await a.client.post(`${a.base}/orgs/${aOrg.id}/clients`, { name: 'A', email: email() })).json();
    const tries = [
      b.client.post(`${b.base}/orgs/${aOrg.id}/clients`, { name: 'B', email: email() }),
      b.client.request({ method: 'PATCH', url: `${b.base}/clients/${aClient.id}`, payload: { name: 'Taken' } }),
      b.client.post(`${b.base}/clients/${aClient.id}/password`),
      b.client.delete(`${b.base}/clients/${aClient.id}`),
      // The workspace's own org is not a client org.
      b.client.post(`${b.base}/orgs/${b.workspace.uid}/clients`, { name: 'B', email: email() }),
    ];
    for (const res of await Promise.all(tries)) expect(res.statusCode).toBe(404);

    const member = await joinWorkspace(app, a.workspace.uid, 'admin');
    expect((await member.client.get(`${a.base}/orgs`)).statusCode).toBe(403);
    expect((await a.client.get(`${a.base}/orgs`)).json().orgs[0].clients).toEqual([aClient]);
  });
});
