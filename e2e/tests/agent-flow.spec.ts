import { expect, test } from '@playwright/test';
import { publish } from '../support/agent-page.js';
import { createAgentThroughApi, signUpOwner } from '../support/owners.js';

interface SavedNode {
  id: string;
  type: string;
  data: { name?: string; next?: string; message?: string; transitions?: { condition: string; target: string }[] };
}

test('the Prompt tab and the Canvas edit the agent and keep it through a reload', async ({ page, baseURL }) => {
  const owner = await signUpOwner(page, baseURL, 'na');
  const agentId = await createAgentThroughApi(page, owner, 'Flow bot', 'na');
  await page.goto(`/app/na/agents/${agentId}/nodes`);
  await expect(page.getByRole('heading', { name: 'Prompt', level: 1 })).toBeVisible();

  await test.step('the Prompt tab edits the main prompt and the greeting, saved by Publish', async () => {
    await page.getByLabel('Main prompt').fill('You sell handmade chairs. Be brief.');
    await page.getByLabel('Greeting').fill('Hello! Looking for a chair?');
    await publish(page);
    await page.reload();
    await expect(page.getByLabel('Main prompt')).toHaveValue('You sell handmade chairs. Be brief.');
    await expect(page.getByLabel('Greeting')).toHaveValue('Hello! Looking for a chair?');
  });

  const canvas = page.locator('.react-flow');
  await test.step('the switch leads to the Canvas while the flow has only its start', async () => {
    await page.getByRole('banner').getByText('Canvas', { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/agents/${agentId}/prompt`));
    await expect(page.getByRole('heading', { name: 'Canvas', level: 1 })).toBeVisible();
    await expect(canvas.locator('.react-flow__node-start')).toBeVisible();
  });

  const step = canvas.locator('.react-flow__node-default');
  const end = canvas.locator('.react-flow__node-end');
  await test.step('add a step and an end, and connect them with a condition', async () => {
    await page.getByRole('button', { name: 'Add step' }).click();
    const panel = page.getByLabel('Selected node');
    await panel.getByLabel('Step name').fill('Take the order');
    await panel.getByLabel('Instructions').fill('Ask which chair and where to deliver it.');
    await expect(step).toContainText('Take the order');

    await page.getByRole('button', { name: 'Add end' }).click();
    await page.getByLabel('Selected node').getByLabel('End message').fill('Thank you for your order!');
    await page.getByRole('button', { name: 'Fit View' }).click();

    // Drag from the step's outlet to the end's inlet.
    await step.locator('.react-flow__handle.source').dragTo(end.locator('.react-flow__handle.target'));
    const condition = page.getByLabel('Selected node').getByLabel('Go to End when');
    await expect(condition).toBeVisible();
    await condition.fill('The visitor has chosen a chair and given an address');
    await expect(canvas.locator('.react-flow__edge-text')).toHaveText(
      'The visitor has chosen a chair and given an address',
    );

    await canvas.locator('.react-flow__node-start').click();
    await page.getByLabel('Selected node').getByLabel('The conversation begins at').click();
    await page.getByRole('option', { name: 'Take the order' }).click();
    await expect(canvas.locator('.react-flow__edge')).toHaveCount(2);
  });

  await test.step('publish, reload: the graph is still there', async () => {
    await publish(page);
    await page.reload();
    await expect(step).toContainText('Take the order');
    await expect(end).toContainText('Thank you for your order!');
    await expect(canvas.locator('.react-flow__edge')).toHaveCount(2);
    await expect(canvas.locator('.react-flow__edge-text')).toHaveText(
      'The visitor has chosen a chair and given an address',
    );
    // Spec 002 §2.2: a flow with steps has no Canvas/Prompt switch.
    await expect(page.getByRole('banner').getByText('Canvas', { exact: true })).toHaveCount(0);

    const saved = await page.request.get(`/api/na/v2/agents/${agentId}`);
    const { agent } = (await saved.json()) as { agent: { vg_prompt: string; nodes: SavedNode[] } };
    expect(agent.vg_prompt).toBe('You sell handmade chairs. Be brief.');
    const stepNode = agent.nodes.find((node) => node.type === 'default');
    const endNode = agent.nodes.find((node) => node.type === 'end');
    expect(agent.nodes.find((node) => node.type === 'start')?.data.next).toBe(stepNode?.id);
    expect(stepNode?.data.transitions).toEqual([
      expect.objectContaining({
        condition: 'The visitor has chosen a chair and given an address',
        target: endNode?.id,
      }),
    ]);
  });
});
