import { CLIENT_NOT_FOUND_MESSAGE, FREE_PLAN_LIMITS } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClient, agencyWithHost, signedInClient } from '../../../test/agency-clients.js';
import { createTestApp } from '../../../test/app.js';
import { workspaces } from '../../platform/db/schema/index.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe("the agency preview's test client dashboard", () => {
  it('is the dashboard the client itself loads: its session and only the agents of its widgetIDs', async () => {
    const agency = await agencyWithHost(app);
    await app.regions
      .db('na')
      .update(workspaces)
      .set({ limits: { ...FREE_PLAN_LIMITS, maxAgents: 10 } })
      .where(eq(workspaces.uid, agency.workspace.uid));
    await agency.client.request({ method: 'PATCH', url: agency.base, payload: { supportEmail: 'help@acme.example' } });
    const create = async (agentName: string) =>
      (await agency.client.post(`/api/na/workspaces/${agency.workspace.uid}/agents`, { agentName })).json().agentCreated
        .ID as string;
    const shown = await create('Front Desk');
    const hidden = await create('Back Office');
    const client = await addClient(agency, {
      name: 'Pat Preview',
      widgetIDs: [shown],
      canAccess: ['/home', '/convos'],
    });

    const browser = await signedInClient(app, agency, client);
    const ownSession = (await browser.get('/api/client-auth/session')).json();
    const ownAgents = (await browser.get('/api/client/agents')).json().agents;

    const res = await agency.client.get(`${agency.base}/clients/${client.id}/dashboard-preview`);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    expect(preview.session).toEqual(ownSession);
    expect(preview.agents).toEqual(ownAgents);
    expect(preview.agents.map((agent: { title: string }) => agent.title)).toEqual(['Front Desk']);
    expect(preview.session.client.canAccess).toEqual(['/home', '/convos']);
    expect(preview.session.supportEmail).toBe('help@acme.example');
    expect(res.body).not.toContain(hidden);
    // The preview is of the client, never of the owner's account (spec 001 §2).
    expect(res.body).not.toContain(agency.email);
    expect(res.body).not.toContain(client.dashboardPassword);
  });

  it("is not found for another agency's client", async () => {
    const agency = await agencyWithHost(app);
    const other = await agencyWithHost(app);
    const client = await addClient(agency);
    const res = await other.client.get(`${other.base}/clients/${client.id}/dashboard-preview`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(CLIENT_NOT_FOUND_MESSAGE);
  });
});
