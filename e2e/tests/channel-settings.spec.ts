import { expect, test } from '@playwright/test';
import { createAgentThroughApi, signUpOwner } from '../support/owners.js';

test("Google Business (deprecated): an agent that has it opens its settings, checked in the spec's words and saved with the agent's own secret", async ({
  page,
  baseURL,
}) => {
  const owner = await signUpOwner(page, baseURL);
  const agentId = await createAgentThroughApi(page, owner, 'Old storefront');
  const { agent } = (await (await page.request.get(`/api/na/v2/agents/${agentId}`)).json()) as {
    agent: Record<string, unknown> & { SECRET_API_KEY: string };
  };
  // The spec's save call: the agent with the two fields, authorised by its SECRET_API_KEY.
  const saved = await page.request.post(`/api/na/v2/agents/${agentId}`, {
    headers: { Authorization: `Bearer ${agent.SECRET_API_KEY}` },
    data: { ...agent, gcloudClientEmail: 'bot@old-project.iam.gserviceaccount.com', gcloudPrivateKey: 'KEY' },
  });
  expect(saved.status()).toBe(200);

  await page.goto(`/app/na/agents/${agentId}/channels`);
  const card = page.getByRole('region', { name: 'Google Business Chat' });
  await expect(card.getByText('Active')).toBeVisible();
  await expect(card.getByText('Deprecated')).toBeVisible();
  await card.getByRole('button', { name: 'Configure' }).click();
  const modal = page.getByRole('dialog', { name: 'Google Business Chat (deprecated)' });
  await expect(modal.getByText(`/api/na/agents/${agentId}/gc-webhook`)).toBeVisible();
  await expect(modal.getByLabel('Client email')).toHaveValue('bot@old-project.iam.gserviceaccount.com');

  await modal.getByLabel('Client email').fill('no-at-sign');
  await modal.getByLabel('Private key').fill('-----BEGIN\nABC\n-----END');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('Please fill in the required fields.')).toBeVisible();

  await modal.getByLabel('Client email').fill('  bot@new-project.iam.gserviceaccount.com ');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully saved data.')).toBeVisible();
  await expect(modal).toBeHidden();
  const after = (await (await page.request.get(`/api/na/v2/agents/${agentId}`)).json()) as {
    agent: { gcloudClientEmail: string; gcloudPrivateKey: string };
  };
  expect(after.agent).toMatchObject({
    gcloudClientEmail: 'bot@new-project.iam.gserviceaccount.com',
    // Write-only: the saved key is only shown as present.
    gcloudPrivateKey: '••••',
  });
});

test('an agent without Google Business settings cannot start them: the card stays Coming Soon', async ({
  page,
  baseURL,
}) => {
  const owner = await signUpOwner(page, baseURL);
  const agentId = await createAgentThroughApi(page, owner, 'New storefront');
  await page.goto(`/app/na/agents/${agentId}/channels`);
  const card = page.getByRole('region', { name: 'Google Business Chat' });
  await expect(card.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
});
