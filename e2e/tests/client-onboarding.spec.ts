import { expect, test } from '@playwright/test';
import { startTestWebsite, type TestWebsite } from '../../apps/server/test/test-website.js';
import { ONBOARDING_WEBSITE_PORT } from '../playwright.config.js';
import {
  addClientThroughApi,
  agencyWithSubdomain,
  completeClientOnboardingWithAgent,
  signInClientOnAgencyHost,
} from '../support/agency-clients.js';
import { signUpOwner } from '../support/owners.js';

let site: TestWebsite;
test.beforeAll(async () => {
  site = await startTestWebsite(ONBOARDING_WEBSITE_PORT);
});
test.afterAll(async () => {
  await site?.close();
});

test("a new client of an agency onboards on the agency's address and builds its first agent from its website", async ({
  page,
  baseURL,
}) => {
  const owner = await signUpOwner(page, baseURL);
  const agency = await agencyWithSubdomain(page, owner, 'Bright Agency');
  const client = await addClientThroughApi(page, owner, agency);
  await signInClientOnAgencyHost(page, agency, client);

  await page.goto(`${agency.origin}/app/${agency.region}/client/onboarding`);
  let embedCode = '';
  const agentId = await completeClientOnboardingWithAgent(page, {
    agencyName: 'Bright Agency',
    website: site.origin,
    atResults: async (title) => {
      const menu = page.getByRole('navigation', { name: 'Try your agent' });
      await expect(menu.getByRole('button', { name: 'Test Text Agent' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByText(`${title} is made from your website`)).toBeVisible();
      // The chat is the agent's own chat frame, as visitors get it.
      const chat = page.frameLocator('iframe[title="Test Text Agent"]');
      await expect(chat.getByRole('heading', { name: title })).toBeVisible();
      await menu.getByRole('button', { name: 'Try Voice' }).click();
      await expect(page.locator('iframe[title="Try Voice"]')).toBeVisible();
      await menu.getByRole('button', { name: 'Add to your website' }).click();
      embedCode = (await page.getByLabel('Embed code').textContent()) ?? '';
    },
  });

  expect(embedCode).toContain(agentId);
  // The agent is the client's: its agents list has it, and onboarding is done.
  const seen = await page.evaluate(async () => {
    const [agents, onboarding] = await Promise.all([
      fetch('/api/client/agents').then((r) => r.json()),
      fetch('/api/client/onboarding').then((r) => r.json()),
    ]);
    return { agents, onboarding };
  });
  expect(seen.agents.agents.map((agent: { id?: string; ID?: string }) => agent.id ?? agent.ID)).toContain(agentId);
  expect(seen.onboarding.onboardingCompleted).toBe(true);
  expect(seen.onboarding.goals).toEqual(['captureLeads']);
  expect(seen.onboarding.company).toMatchObject({ name: 'Larkspur Coffee Roasters', website: site.origin });
});
