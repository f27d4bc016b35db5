import { expect, test } from '@playwright/test';
import { publish } from '../support/agent-page.js';
import { signUpOwner } from '../support/owners.js';

const NEW_INSTRUCTIONS = 'You are Pip, the support assistant of Larkspur Coffee. Never discuss other roasters.';

test("the Prompt tab shows the template's instructions, and edits them through Publish", async ({ page, baseURL }) => {
  const owner = await signUpOwner(page, baseURL, 'na');
  const created = await page.request.post(`/api/na/workspaces/${owner.workspaceUid}/agents`, {
    headers: { Origin: owner.origin },
    data: { agentName: 'Larkspur support', agentTemplate: 'customer-support' },
  });
  expect(created.status()).toBe(201);
  const { agentCreated } = (await created.json()) as { agentCreated: { ID: string } };
  await page.goto(`/app/na/agents/${agentCreated.ID}/nodes`);
  await expect(page.getByRole('heading', { name: 'Prompt', level: 1 })).toBeVisible();
  const instructions = page.getByRole('textbox', { name: 'Agent instructions' });

  await test.step("the template's instructions are there to read, before the main prompt", async () => {
    await expect(instructions).toHaveValue(/^You are the customer support assistant of this company\./);
    await page.getByRole('button', { name: 'Preview the full prompt' }).click();
    const preview = page.getByRole('dialog', { name: 'The full prompt' });
    await expect(preview.getByRole('group').first()).toHaveAccessibleName('Agent instructions');
    await expect(preview.getByRole('group', { name: 'Agent instructions' })).toContainText(
      'You are the customer support assistant of this company.',
    );
    await preview.getByRole('button', { name: 'Close' }).click();
    await expect(preview).toBeHidden();
  });

  await test.step('edit them, publish, reload: they stay, and the preview reads them first', async () => {
    await instructions.fill(NEW_INSTRUCTIONS);
    await publish(page);
    await page.reload();
    await expect(instructions).toHaveValue(NEW_INSTRUCTIONS);
    await page.getByRole('button', { name: 'Preview the full prompt' }).click();
    const preview = page.getByRole('dialog', { name: 'The full prompt' });
    await expect(preview.getByRole('group', { name: 'Agent instructions' })).toContainText(NEW_INSTRUCTIONS);
    await expect(preview).not.toContainText('You are the customer support assistant of this company.');

    const saved = await page.request.get(`/api/na/v2/agents/${agentCreated.ID}`);
    const { agent } = (await saved.json()) as { agent: { vg_systemPrompt: string } };
    expect(agent.vg_systemPrompt).toBe(NEW_INSTRUCTIONS);
  });
});
