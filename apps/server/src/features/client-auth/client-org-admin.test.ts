import { CLIENT_EMAIL_TAKEN_MESSAGE, CLIENT_NOT_ADMIN_MESSAGE, ORG_NAME_REQUIRED_MESSAGE } from '@agent-platform/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClient, agencyWithHost, signedInClient } from '../../../test/agency-clients.js';
import { createTestApp, uniqueEmail } from '../../../test/app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const errorOf = (res: { json(): { error: { message: string } } }) => res.json().error.message;

describe("an organisation admin's About and Add User", () => {
  it("renames the organisation and adds a user with the admin's agents and the organisation's default access", async () => {
    const agency = await agencyWithHost(app);
    const agentId = (
      await agency.client.post(`/api/na/workspaces/${agency.workspace.uid}/agents`, { agentName: 'Front desk' })
    ).json().agentCreated.ID as string;
    const admin = await addClient(agency, { isOrgAdmin: true, widgetIDs: [agentId] });
    const browser = await signedInClient(app, agency, admin);

    const renamed = await browser.patch('/api/client/org', { name: ' Bakery Group ' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().org.name).toBe('Bakery Group');
    expect(errorOf(await browser.patch('/api/client/org', { name: ' ' }))).toBe(ORG_NAME_REQUIRED_MESSAGE);

    const email = uniqueEmail('teammate');
    const added = await browser.post('/api/client/org/users', { name: 'Teammate', email });
    expect(added.statusCode, added.body).toBe(200);
    expect(
      added
        .json()
        .org.users.map((user: { name: string }) => user.name)
        .sort(),
    ).toEqual(['Casey Client', 'Teammate']);
    const orgs = (await agency.client.get(`${agency.base}/orgs`)).json().orgs;
    const teammate = orgs[0].clients.find((c: { email: string }) => c.email === email);
    expect(teammate).toMatchObject({ orgId: admin.orgId, widgetIDs: [agentId], isOrgAdmin: false });
    expect(teammate.canAccess).toEqual(orgs[0].defaultClientAccess);

    const again = await browser.post('/api/client/org/users', { name: 'Twice', email });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe(CLIENT_EMAIL_TAKEN_MESSAGE);
  });

  it("tells anyone else 'You are not an admin' and changes nothing", async () => {
    const agency = await agencyWithHost(app);
    const member = await addClient(agency, { name: 'Not Admin' });
    const browser = await signedInClient(app, agency, member);
    const before = (await browser.get('/api/client-auth/session')).json();

    const rename = await browser.patch('/api/client/org', { name: 'Taken over' });
    expect(rename.statusCode).toBe(403);
    expect(errorOf(rename)).toBe(CLIENT_NOT_ADMIN_MESSAGE);
    const add = await browser.post('/api/client/org/users', { name: 'Planted', email: uniqueEmail('planted') });
    expect(add.statusCode).toBe(403);
    expect(errorOf(add)).toBe(CLIENT_NOT_ADMIN_MESSAGE);
    expect((await browser.get('/api/client-auth/session')).json()).toEqual(before);
  });
});
