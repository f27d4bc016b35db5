import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, joinWorkspace, signUpWithWorkspace } from '../../../test/app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Listed = { uid: string; isAgentOnboardingDone: boolean };

describe('the onboarding wizard, done or not (spec 002 §4.8)', () => {
  it("is owed by a new owner's first workspace until completed, then stays done", async () => {
    const { client, workspace } = await signUpWithWorkspace(app, 'eu');
    expect(workspace.isAgentOnboardingDone).toBe(false);

    const done = await client.post(`/api/eu/workspaces/${workspace.uid}/agent-onboarding`);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ uid: workspace.uid, isAgentOnboardingDone: true });

    const again = await client.post(`/api/eu/workspaces/${workspace.uid}/agent-onboarding`);
    expect(again.json().isAgentOnboardingDone).toBe(true);
    const me = (await client.get('/api/auth/me')).json() as { workspaces: Listed[] };
    expect(me.workspaces.find((w) => w.uid === workspace.uid)?.isAgentOnboardingDone).toBe(true);
  });

  it('is not asked again for a second workspace the owner makes', async () => {
    const { client } = await signUpWithWorkspace(app);
    const created = await client.post('/api/na/workspaces', { workspaceName: 'Second shop', region: 'na' });
    expect(created.statusCode).toBe(201);
    expect(created.json().isAgentOnboardingDone).toBe(true);
  });

  it("cannot be marked by a plain member, nor on another owner's workspace", async () => {
    const owner = await signUpWithWorkspace(app);
    const stranger = await signUpWithWorkspace(app);
    const refused = await stranger.client.post(`/api/na/workspaces/${owner.workspace.uid}/agent-onboarding`);
    expect(refused.statusCode).toBe(404);

    const member = await joinWorkspace(app, owner.workspace.uid, 'member');
    const forbidden = await member.client.post(`/api/na/workspaces/${owner.workspace.uid}/agent-onboarding`);
    expect(forbidden.statusCode).toBe(403);
    const read = await owner.client.get(`/api/na/workspaces/${owner.workspace.uid}`);
    expect(read.json().isAgentOnboardingDone).toBe(false);
  });
});
