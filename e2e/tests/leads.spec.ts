import { expect, test } from '@playwright/test';
import { FAKE_LLM_KEY, FAKE_LLM_PORT } from '../playwright.config.js';
import { customerSite, widgetOn } from '../support/customer-site.js';
import { createAgentThroughApi, signUpOwnerWithModel } from '../support/owners.js';

const { visit } = customerSite();

test('a lead left in the chat’s form shows in Leads and in its CSV export', async ({ page, browser, baseURL }) => {
  const { owner, saveAgent } = await signUpOwnerWithModel(page, baseURL, { port: FAKE_LLM_PORT, key: FAKE_LLM_KEY });
  const agentId = await createAgentThroughApi(page, owner, 'Front desk');
  await saveAgent(agentId, { vg_enableUIEngine: true });

  const visitorContext = await browser.newContext();
  const visitorPage = await visitorContext.newPage();
  const widget = widgetOn(visitorPage);
  await visit(visitorPage, agentId);
  await widget.launcher.click();
  const input = widget.chat.getByRole('textbox', { name: 'Message' });
  // The fake model calls a tool it is asked for by name, here the UI engine's lead form.
  await input.fill('Please use the show_lead_form tool {"title":"Stay in touch","fields":["name","email"]}');
  await input.press('Enter');
  const form = widget.chat.getByRole('form', { name: 'Stay in touch' });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter your name, email or phone number.');
  await form.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
  await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(widget.chat.getByText('Thank you! We have your details.')).toBeVisible();
  await visitorContext.close();

  await page.goto(`/app/na/agents/${agentId}/leads`);
  const row = page.getByRole('row').filter({ hasText: 'ada@example.com' });
  await expect(row).toContainText('Ada Lovelace');
  await expect(row).toContainText('Web chat');
  await row.getByRole('textbox', { name: 'Status of Ada Lovelace' }).click();
  await page.getByRole('option', { name: 'Contacted' }).click();
  await expect(row.getByRole('textbox', { name: 'Status of Ada Lovelace' })).toHaveValue('Contacted');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('leads.csv');
  const csv = Buffer.concat(await (await file.createReadStream()).toArray()).toString();
  expect(csv).toContain('Ada Lovelace,ada@example.com,,web,Contacted,');

  await row.getByRole('link', { name: 'Open chat' }).click();
  await expect(
    page.getByRole('log', { name: 'Transcript' }).getByText(/^Name: Ada Lovelace\s+Email: ada@example.com$/),
  ).toBeVisible();
});
