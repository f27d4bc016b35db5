import { expect, type Page } from '@playwright/test';

export type Region = 'na' | 'eu';

export interface Owner {
  workspaceUid: string;
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
  return { workspaceUid: uid, origin };
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
