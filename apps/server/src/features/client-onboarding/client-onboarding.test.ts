import { COMPANY_WEBSITE_REQUIRED } from '@agent-platform/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClient, agencyWithHost, clientBrowser, signedInClient } from '../../../test/agency-clients.js';
import { createTestApp } from '../../../test/app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const company = { name: 'Acme Coffee', website: 'acme.example', description: 'We roast coffee for cafés.' };

describe("a client's onboarding wizard", () => {
  it("shows the agency's name and its onboarding flags, as the agency sets them", async () => {
    const agency = await agencyWithHost(app, 'na', 'Bright Agency');
    const client = await signedInClient(app, agency, await addClient(agency));
    const before = await client.get('/api/client/onboarding');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      agencyName: 'Bright Agency',
      onboardingCompleted: false,
      goals: [],
      company: null,
      flags: { showWelcomeStep: true, showAgentCreationStep: true, requireCompanyWebsite: false },
    });

    await agency.client.request({
      method: 'PATCH',
      url: agency.base,
      payload: { settings: { clientOnboarding: { showGoalsStep: false, requireCompanyWebsite: true } } },
    });
    expect((await client.get('/api/client/onboarding')).json().flags).toMatchObject({
      showGoalsStep: false,
      requireCompanyWebsite: true,
      showWelcomeStep: true,
    });
  });

  it('marks onboarding done and keeps the goals and company, once or twice', async () => {
    const agency = await agencyWithHost(app);
    const added = await addClient(agency);
    const client = await signedInClient(app, agency, added);
    const done = await client.post('/api/client/onboarding/complete', {
      goals: ['captureLeads', 'captureLeads'],
      company,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      onboardingCompleted: true,
      goals: ['captureLeads'],
      company: { ...company, website: 'https://acme.example' },
    });
    expect((await client.get('/api/client-auth/session')).json().client.onboardingCompleted).toBe(true);

    // Skip & Go to Dashboard later, with nothing: still done, nothing forgotten.
    const again = await client.post('/api/client/onboarding/complete', {});
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(done.json());
  });

  it("refuses a company without a field the agency requires, with the company form's words", async () => {
    const agency = await agencyWithHost(app);
    await agency.client.request({
      method: 'PATCH',
      url: agency.base,
      payload: { settings: { clientOnboarding: { requireCompanyWebsite: true } } },
    });
    const client = await signedInClient(app, agency, await addClient(agency));
    const refused = await client.post('/api/client/onboarding/complete', { company: { ...company, website: '' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(COMPANY_WEBSITE_REQUIRED);
    expect((await client.get('/api/client/onboarding')).json().onboardingCompleted).toBe(false);
  });

  it('answers no one without a client session', async () => {
    const agency = await agencyWithHost(app);
    const visitor = clientBrowser(app, agency.host);
    expect((await visitor.get('/api/client/onboarding')).statusCode).toBe(401);
    expect((await visitor.post('/api/client/onboarding/complete', {})).statusCode).toBe(401);
    // The agency owner's own session is not a client's.
    expect((await agency.client.get('/api/client/onboarding')).statusCode).toBe(401);
  });
});
