import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { startTestWebsite, type TestWebsite } from '../../apps/server/test/test-website.js';
import { OWNER_ONBOARDING_WEBSITE_PORT } from '../playwright.config.js';

const AGENT_PROMPT_PAGE = /\/app\/na\/agents\/([A-Za-z0-9]{16})\/nodes\?showDebugger=false$/;

let site: TestWebsite;
test.beforeAll(async () => {
  site = await startTestWebsite(OWNER_ONBOARDING_WEBSITE_PORT);
});
test.afterAll(async () => {
  await site?.close();
});

test("a new owner goes through onboarding and lands on the dashboard with an agent in the site's colours", async ({
  page,
}) => {
  // A whole journey of many steps: on a loaded two-core machine it ran past the default minute.
  test.setTimeout(120_000);
  let agentId = '';
  let logoURL = '';
  const email = `onboarding-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;

  await test.step('sign up, choose the region, and the wizard opens on the company form', async () => {
    await page.goto('/signup');
    await page.getByLabel('Name').fill('Mara Owner');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('correct-horse-battery');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/onboarding\?region=na$/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Tell us about your company' })).toBeVisible();
  });

  await test.step('the company form checks its fields with the words of the spec', async () => {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Company name is required')).toBeVisible();
    await expect(page.getByText('Company website is required')).toBeVisible();
    await expect(page.getByText('Please tell us what your company does')).toBeVisible();
  });

  await test.step('the website is analyzed and its colours offered; the first is chosen', async () => {
    await page.getByRole('textbox', { name: 'Company name' }).fill('Larkspur Coffee Roasters');
    await page.getByRole('textbox', { name: 'Company website' }).fill(site.origin);
    await page
      .getByRole('textbox', { name: 'What does your company do?' })
      .fill('Specialty coffee roasted in small batches and delivered to your door.');
    await page.getByRole('button', { name: 'Next' }).click();
    const colours = page.getByRole('group', { name: 'Colours found on your website' });
    await expect(colours.getByRole('button', { name: '#1f6f5c' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('textbox', { name: 'Brand colour' })).toHaveValue('#1f6f5c');
  });

  await test.step('the reload keeps the wizard where it was', async () => {
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Brand colour' })).toHaveValue('#1f6f5c');
  });

  await test.step('an uploaded logo takes the place of the one found on the site', async () => {
    const logo = await sharp({ create: { width: 300, height: 120, channels: 3, background: '#1f6f5c' } })
      .png()
      .toBuffer();
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/agent-wizard/logo'));
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload a logo' }).click();
    await (await chooser).setFiles({ name: 'larkspur.png', mimeType: 'image/png', buffer: logo });
    logoURL = ((await (await uploaded).json()) as { url: string }).url;
    await expect(page.getByRole('img', { name: 'Your uploaded logo' })).toHaveAttribute('src', logoURL);
  });

  await test.step('the agent is made, and the final step offers its menu', async () => {
    await page.getByRole('button', { name: 'Create agent' }).click();
    await expect(page.getByRole('heading', { name: 'Your agent is ready' })).toBeVisible({ timeout: 30_000 });
    const menu = page.getByRole('navigation', { name: 'Try your agent' });
    for (const entry of [
      'Test Text Agent',
      'Try Voice',
      'Add to your website',
      'Explore Integration Options',
      'Connect to Telephone',
    ]) {
      await expect(menu.getByRole('button', { name: entry })).toBeVisible();
    }
    await menu.getByRole('button', { name: 'Connect to Telephone' }).click();
    await expect(page.getByText('No numbers available. Please try again later.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to Branding' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unlock Custom Branding' })).toBeVisible();
  });

  await test.step("Continue to Dashboard opens the new agent's Prompt tab, its theme in the site's colour", async () => {
    await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
    await expect(page.getByText('Setting up your account...')).toBeVisible();
    await expect(page).toHaveURL(AGENT_PROMPT_PAGE, { timeout: 15_000 });
    agentId = AGENT_PROMPT_PAGE.exec(page.url())?.[1] ?? '';
    const answer = await page.request.get(`/api/na/v2/agents/${agentId}`);
    expect(answer.ok(), await answer.text()).toBe(true);
    const { agent } = await answer.json();
    expect(agent.title).toBe('Larkspur Coffee Roasters');
    expect(agent.roundedImageURL).toBe(logoURL);
    expect(JSON.parse(agent.customThemeJSONString)).toMatchObject({ primary: '#1f6f5c' });
    const me = await (await page.request.get('/api/auth/me')).json();
    expect(me.workspaces[0].isAgentOnboardingDone).toBe(true);
    const stored = await page.evaluate(() =>
      Object.keys(window.localStorage).filter((key) => key.includes('onboarding')),
    );
    expect(stored).toEqual([]);
  });

  await test.step('the guided tour starts on the new agent and walks its twelve steps in order', async () => {
    const tour = page.getByRole('dialog', { name: 'Guided tour' });
    const titles = [
      'Prompt',
      'Show Test',
      'Widget',
      'Voice',
      'Knowledge',
      'Chats',
      'Analytics',
      'Leads & Campaigns',
      'Channels',
      'Settings',
      'Deploy',
      "You're all set",
    ];
    for (const [index, title] of titles.entries()) {
      await expect(tour.getByText(`Step ${index + 1} of 12`)).toBeVisible();
      await expect(tour.getByRole('heading', { name: title })).toBeVisible();
      if (index === 0) await expect(page.getByTestId('tour-highlight')).toBeVisible();
      await tour.getByRole('button', { name: index === titles.length - 1 ? 'Finish' : 'Next' }).click();
    }
    await expect(tour).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Restart the tour' })).toBeVisible();
    await expect(tour).toHaveCount(0);
  });

  await test.step('restarted, then skipped for good, it never shows again', async () => {
    const tour = page.getByRole('dialog', { name: 'Guided tour' });
    await page.getByRole('button', { name: 'Restart the tour' }).click();
    await expect(tour.getByText('Step 1 of 12')).toBeVisible();
    await tour.getByRole('button', { name: 'Next' }).click();
    // The step under way survives a reload: its marker is in session storage.
    await page.reload();
    await expect(tour.getByText('Step 2 of 12')).toBeVisible();
    await tour.getByRole('button', { name: 'Skip & Never Show Again' }).click();
    await expect(tour).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Restart the tour' })).toBeVisible();
    await expect(tour).toHaveCount(0);
    await page.goto(`/app/na/agents/${agentId}/kb`);
    await expect(page.getByRole('navigation', { name: 'Agent tabs' })).toBeVisible();
    await expect(tour).toHaveCount(0);
  });

  await test.step('the shared view of the agent has no navigation and no test button', async () => {
    await page.goto(`/app/na/agents/${agentId}/overview`);
    await expect(page.getByRole('navigation', { name: 'Agent navigation' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Test', exact: true })).toBeVisible();
    await page.goto(`/app/na/agents/${agentId}/overview/share`);
    await expect(page.getByRole('banner').getByText('Larkspur Coffee Roasters')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Agent navigation' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Test', exact: true })).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Test panel' })).toHaveCount(0);
  });

  await test.step('the legal pages show the shipped texts', async () => {
    await page.goto('/legal/tos');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByText('These terms govern your use of our dashboard')).toBeVisible();
    await page.getByRole('link', { name: 'Refund Policy' }).click();
    await expect(page).toHaveURL(/\/legal\/refund-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible();
  });

  await test.step("the product's home leads to the dashboard, not the wizard", async () => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/app\/na\/agents$/);
  });
});
