import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithWorkspace } from '../../../test/app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function agencyOwner() {
  const owner = await signUpWithWorkspace(app);
  return { ...owner, base: `/api/na/workspaces/${owner.workspace.uid}/agency/orgs` };
}

describe('client organisations', () => {
  it("starts from the agency's defaults for new clients and lists only client organisations, newest first", async () => {
    const owner = await agencyOwner();
    expect((await owner.client.get(owner.base)).json()).toEqual({ orgs: [] });
    await owner.client.request({
      method: 'PATCH',
      url: `/api/na/workspaces/${owner.workspace.uid}/agency`,
      payload: { settings: { defaultClientAccess: ['/home', '/kb'], defaultDashboardLayout: 'horizontal' } },
    });
    const first = (await owner.client.post(owner.base, {})).json();
    expect(first).toMatchObject({
      name: 'New Organization',
      dashboardLayout: 'horizontal',
      defaultClientAccess: ['/home', '/kb'],
      preferredLanguage: 'en',
      allowBilling: false,
      credits: 0,
      clients: [],
      settings: { disableClientAccess: false, disableClientAccessMessage: '', allowedSettings: [] },
    });
    const second = (await owner.client.post(owner.base, { name: 'Acme', dashboardLayout: 'vertical' })).json();
    const listed = (await owner.client.get(owner.base)).json().orgs;
    expect(listed.map((org: { id: string }) => org.id)).toEqual([second.id, first.id]);
  });

  it('merges edited fields and settings, and refuses an empty name, a long message and billing without a payment account', async () => {
    const owner = await agencyOwner();
    const org = (await owner.client.post(owner.base, { name: 'Acme' })).json();
    const patch = (payload: object) =>
      owner.client.request({ method: 'PATCH', url: `${owner.base}/${org.id}`, payload });
    const saved = await patch({
      predefinedTags: ['vip', 'vip', 'lead'],
      settings: { disableClientAccess: true, disableClientAccessMessage: 'Paused until Monday.' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const second = (await patch({ settings: { allowedSettings: ['core.title'] } })).json();
    expect(second).toMatchObject({
      name: 'Acme',
      predefinedTags: ['vip', 'lead'],
      settings: {
        disableClientAccess: true,
        disableClientAccessMessage: 'Paused until Monday.',
        allowedSettings: ['core.title'],
      },
    });
    expect(second.lastModified).toBeGreaterThanOrEqual(org.lastModified);

    const refusals = [
      [{ name: ' ' }, 'Organization name is required.'],
      [{ settings: { disableClientAccessMessage: 'x'.repeat(1025) } }, 'The message can be at most 1024 characters.'],
      [{ allowBilling: true }, 'Billing can be enabled for an organization once a payment account is connected.'],
    ] as const;
    for (const [payload, message] of refusals) {
      const res = await patch(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect((await owner.client.get(owner.base)).json().orgs[0]).toMatchObject({ name: 'Acme', allowBilling: false });
  });

  it('deletes an organisation with its clients and gives its credits back to the workspace', async () => {
    const owner = await agencyOwner();
    const org = (await owner.client.post(owner.base, { name: 'Acme' })).json();
    const client = (
      await owner.client.post(`${owner.base}/${org.id}/clients`, { name: 'Ann', email: `ann.${org.id}@example.com` })
    ).json();
    const moved = (
      await owner.client.post(`${owner.base}/${org.id}/credits/transfer`, { direction: 'toOrg', amount: 40 })
    ).json();
    expect((await owner.client.delete(`${owner.base}/${org.id}`)).json()).toEqual({ ok: true });
    expect((await owner.client.get(owner.base)).json()).toEqual({ orgs: [] });
    expect((await owner.client.delete(`${owner.base}/${org.id}`)).statusCode).toBe(404);
    const clientBase = `/api/na/workspaces/${owner.workspace.uid}/agency/clients/${client.id}`;
    expect((await owner.client.post(`${clientBase}/password`)).statusCode).toBe(404);
    const me = (await owner.client.get(`/api/na/workspaces/${owner.workspace.uid}`)).json();
    expect(me.loadTokens).toBe(moved.workspaceCredits + 40);
  });

  it("answers 404 for another workspace's organisation and for the workspace's own org", async () => {
    const a = await agencyOwner();
    const b = await agencyOwner();
    const aOrg = (await a.client.post(a.base, { name: 'A' })).json();
    for (const orgId of [aOrg.id, b.workspace.uid]) {
      const tries = [
        b.client.request({ method: 'PATCH', url: `${b.base}/${orgId}`, payload: { name: 'Taken' } }),
        b.client.delete(`${b.base}/${orgId}`),
        b.client.post(`${b.base}/${orgId}/credits/transfer`, { direction: 'toOrg', amount: 1 }),
      ];
      for (const res of await Promise.all(tries)) expect(res.statusCode).toBe(404);
    }
    expect((await a.client.get(a.base)).json().orgs).toMatchObject([{ id: aOrg.id, name: 'A', credits: 0 }]);
  });
});
