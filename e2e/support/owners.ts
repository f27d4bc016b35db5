import { expect, type Page } from '@playwright/test';

export type Region = 'na' | 'eu';

export interface Owner {
  workspaceUid: string;
  email: string;
  /** The product's origin, which state-changing API calls must send. */
  origin: string;
}

let counter = 0;

/** A fresh owner with a personal workspace in `region`, signed in in the page's browser context. */
export async function signUpOwner(page: Page, baseURL: string | undefined, region: Region = 'na'): Promise<Owner> {
  const origin = new URL(baseURL ?? '').origin;
  const email = `owner-${Date.now()}-${counter++}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const signup = await page.request.post('/api/auth/signup', {
    headers: { Origin: origin },
    data: { name: 'Ada Owner', email, password: 'correct-horse-battery' },
  });
  expect(signup.status()).toBe(201);
  const onboarding = await page.request.post('/api/onboarding', { headers: { Origin: origin }, data: { region } });
  expect(onboarding.ok()).toBe(true);
  const { uid } = (await onboarding.json()) as { uid: string };
  return { workspaceUid: uid, email, origin };
}

/** An agent made through the API, for tests about what comes after the New Agent drawer. */
export async function createAgentThroughApi(page: Page, owner: Owner, agentName: string, region: Region = 'na') {
  const response = await page.request.post(`/api/${region}/workspaces/${owner.workspaceUid}/agents`, {
    headers: { Origin: owner.origin },
    data: { agentName },
  });
  expect(response.status()).toBe(201);
  const { agentCreated } = (await response.json()) as { agentCreated: { ID: string } };
  return agentCreated.ID;
}

/**
 * A fresh owner whose workspace answers with the e2e fake language model (see
 * apps/server/test/fakes/openai-server.ts), and a way to save changes to their agents.
 */
export async function signUpOwnerWithModel(
  page: Page,
  baseURL: string | undefined,
  fake: { port: number; key: string },
) {
  const owner = await signUpOwner(page, baseURL);
  const headers = { Origin: owner.origin };
  const credential = await page.request.post(`/api/na/workspaces/${owner.workspaceUid}/llm-credentials`, {
    headers,
    data: {
      provider: 'openai-compatible',
      label: 'Fake',
      baseURL: `http://127.0.0.1:${fake.port}/v1`,
      apiKey: fake.key,
    },
  });
  expect(credential.status()).toBe(201);
  const saveAgent = async (agentId: string, changes: Record<string, unknown>) => {
    const { agent } = (await (await page.request.get(`/api/na/v2/agents/${agentId}`)).json()) as {
      agent: Record<string, unknown>;
    };
    const saved = await page.request.post(`/api/na/v2/agents/${agentId}`, { headers, data: { ...agent, ...changes } });
    expect(saved.ok()).toBe(true);
  };
  return { owner, saveAgent };
}
