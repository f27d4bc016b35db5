import { expect, test } from '@playwright/test';
import { startTestWebsite, type TestWebsite } from '../../apps/server/test/test-website.js';
import { ONBOARDING_WEBSITE_PORT } from '../playwright.config.js';
import { agencyWithSubdomain, completeClientOnboardingWithAgent } from '../support/agency-clients.js';
import { mailboxIds, newMailTo } from '../support/mailbox.js';
import { signUpOwner } from '../support/owners.js';

let site: TestWebsite;
test.beforeAll(async () => {
  site = await startTestWebsite(ONBOARDING_WEBSITE_PORT);
});
test.afterAll(async () => {
  await site?.close();
});

test("a visitor signs up on an agency's address, onboards and builds its first agent from its website", async ({
  page,
  baseURL,
}) => {
  const owner = await signUpOwner(page, baseURL);
  const agency = await agencyWithSubdomain(page, owner, 'Bright Agency');

  // SaaS mode (spec 002 §2.10, §4.7): name and email, the emailed code, Create; signed in, then onboarding.
  const email = `signup-${Date.now()}@example.test`;
  await page.goto(`${agency.origin}/signup`);
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Lark Owner');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  const seenMail = await mailboxIds(page.request);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  const mail = await newMailTo(page.request, email, /code for Bright Agency is \d{6}/, seenMail);
  await page.getByRole('textbox', { name: 'Verification Code' }).fill(/is (\d{6})/.exec(mail.text)?.[1] ?? '');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/${agency.region}/client/onboarding$`), { timeout: 30_000 });
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
