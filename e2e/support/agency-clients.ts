import { expect, type Page } from '@playwright/test';
import type { Owner, Region } from './owners.js';

/** An agency's own address in the browser: `{subdomain}.localhost` on the product's port. */
export interface TestAgencyHost {
  origin: string;
  region: Region;
  workspaceUid: string;
}

/**
 * The owner's agency, named, with client signup on and a verified subdomain (the product's own
 * DNS, so verified at once). Its clients sign in and onboard on the returned origin.
 */
export async function agencyWithSubdomain(
  page: Page,
  owner: Owner,
  name: string,
  settings: Record<string, unknown> = {},
  region: Region = 'na',
): Promise<TestAgencyHost> {
  const base = `/api/${region}/workspaces/${owner.workspaceUid}/agency`;
  const saved = await page.request.patch(base, {
    headers: { Origin: owner.origin },
    data: { name, settings: { enableClientSignup: true, ...settings } },
  });
  expect(saved.status()).toBe(200);
  const subdomain = `a${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const put = await page.request.put(`${base}/domains/subdomain`, {
    headers: { Origin: owner.origin },
    data: { subdomain },
  });
  expect(put.status()).toBe(200);
  const origin = new URL(owner.origin);
  origin.hostname = `${subdomain}.localhost`;
  return { origin: origin.origin, region, workspaceUid: owner.workspaceUid };
}

const OPENED_AGENT = /\/app\/(na|eu)\/agents\/([A-Za-z0-9]{16})\/nodes\?showDebugger=false$/;

/**
 * Walks a signed-in client's onboarding wizard, already open, with every step the agency shows by
 * default, building its agent from `website`; answers the new agent's id once the wizard opens it.
 * The SaaS signup journey calls this right after the signup screen lands on the wizard.
 */
export async function completeClientOnboardingWithAgent(
  page: Page,
  {
    agencyName,
    website,
    atResults,
  }: { agencyName: string; website: string; atResults?: (agentTitle: string) => Promise<void> },
) {
  await expect(page.getByRole('heading', { name: `Welcome to ${agencyName}` })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('checkbox', { name: 'Capture leads' }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Tell us about your company' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Company name' }).fill('Larkspur Coffee Roasters');
  await page.getByRole('textbox', { name: 'Company website' }).fill(website);
  await page
    .getByRole('textbox', { name: 'What does your company do?' })
    .fill('Specialty coffee roasted in small batches and delivered to your door.');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Create your agent' })).toBeVisible();
  const colours = page.getByRole('group', { name: 'Colours found on your website' });
  await expect(colours.getByRole('button', { name: '#1f6f5c' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Create agent' }).click();

  await expect(page.getByRole('heading', { name: 'Your agent is ready' })).toBeVisible({ timeout: 60_000 });
  await atResults?.('Larkspur Coffee Roasters');
  // The agent's page is where the wizard leads; what that page does with a client is the dashboard's.
  let openedUrl = '';
  const opened = page.waitForURL(
    (url) => {
      if (!OPENED_AGENT.test(url.href)) return false;
      openedUrl = url.href;
      return true;
    },
    { waitUntil: 'commit' },
  );
  await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
  await expect(page.getByText('Setting up your account...')).toBeVisible();
  await opened;
  const [, , agentId] = OPENED_AGENT.exec(openedUrl) ?? [];
  if (!agentId) throw new Error(`The wizard opened ${openedUrl}, not an agent.`);
  return agentId;
}
