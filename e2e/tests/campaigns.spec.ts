import { expect, type Page, test } from '@playwright/test';
import { FAKE_LLM_KEY, FAKE_LLM_PORT } from '../playwright.config.js';
import { createAgentThroughApi, type Owner, signUpOwnerWithModel } from '../support/owners.js';
import { deliverWhatsappText, graphApi } from '../support/whatsapp.js';

interface GraphCall {
  path: string;
  body: Record<string, unknown>;
}
const graphCalls = async (): Promise<GraphCall[]> => (await (await fetch(`${graphApi}/__calls`)).json()) as GraphCall[];

/** The agent's WhatsApp connected as the embedded signup leaves it: a business account signed in, its first number connected. */
async function connectWhatsapp(page: Page, owner: Owner, agentId: string, wabaId: string) {
  const channel = `/api/na/v2/agents/${agentId}/channels/whatsapp`;
  const headers = { Origin: owner.origin };
  const signIn = await page.request.post(`${channel}/sign-in`, {
    headers,
    data: { code: 'e2e-signup-code', wabaId },
  });
  expect(signIn.ok()).toBe(true);
  const connect = await page.request.post(`${channel}/numbers`, {
    headers,
    data: { wabaId, phoneId: `${wabaId}1`, phoneNumber: `+1 555-01${wabaId.slice(-2)}-001` },
  });
  expect(connect.ok()).toBe(true);
}

// Rows 4 and 7 (the header being row 1) are not contacts: a number that is not one, and none at all.
const CONTACTS_CSV = [
  'name,phone,email,city',
  'Ann Able,+14155550101,ann@example.com,Austin',
  'Ben Bell,+14155550102,,Boston',
  'Bad Number,abc,,Chicago',
  'Cleo Cole,+14155550103,,Denver',
  'Dan Dorr,+14155550104,dan@example.com,El Paso',
  'No Phone,,nophone@example.com,Fresno',
].join('\n');
const GOOD_NUMBERS = ['+14155550101', '+14155550102', '+14155550103', '+14155550104'];

test('a WhatsApp campaign messages imported contacts, and a reply shows in the campaign, in Chats and in its export', async ({
  page,
  baseURL,
}) => {
  // Four template messages, a reply answered by the model and the polls that show them: over a minute when loaded.
  test.setTimeout(150_000);
  const { owner, saveAgent } = await signUpOwnerWithModel(page, baseURL, { port: FAKE_LLM_PORT, key: FAKE_LLM_KEY });
  const agentId = await createAgentThroughApi(page, owner, 'Outreach desk');
  await saveAgent(agentId, { smartInit: true });
  const wabaId = `5${Date.now().toString().slice(-10)}`;
  const phoneId = `${wabaId}1`;
  await connectWhatsapp(page, owner, agentId, wabaId);

  await test.step('Leads has a Campaigns sub-tab, empty, that the address keeps', async () => {
    await page.goto(`/app/na/agents/${agentId}/leads`);
    await expect(page.getByRole('tab', { name: 'Leads' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Campaigns' }).click();
    await expect(page).toHaveURL(/\?tab=campaigns$/);
    await expect(page.getByText('No campaigns yet')).toBeVisible();
  });

  await test.step('New campaign: the approved template, every day at any hour', async () => {
    await page.getByRole('button', { name: 'New campaign' }).click();
    const form = page.getByRole('dialog', { name: 'New campaign' });
    await form.getByRole('button', { name: 'Create campaign' }).click();
    await expect(form.getByText('Please enter a campaign name.')).toBeVisible();
    await expect(form.getByText('Choose an approved template.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Campaign name' }).fill('Spring follow-up');
    await form.getByRole('textbox', { name: 'WhatsApp template' }).click();
    await page.getByRole('option', { name: 'hello_again (en)' }).click();
    await expect(form.getByText('Hello again! Reply to this message to carry on our conversation.')).toBeVisible();
    const days = form.getByRole('group', { name: 'Days' });
    await expect(days.getByRole('checkbox', { name: 'Mon' })).toBeChecked();
    // A chip's checkbox is hidden behind its label, which takes the click.
    for (const day of ['Sat', 'Sun']) {
      await days.getByText(day, { exact: true }).click();
      await expect(days.getByRole('checkbox', { name: day })).toBeChecked();
    }
    await form.getByLabel('Hours from').fill('00:00');
    await form.getByLabel('Hours to').fill('23:59');
    await form.getByRole('button', { name: 'Create campaign' }).click();
    await expect(form).toBeHidden();
  });

  const detail = page.getByRole('heading', { name: 'Spring follow-up' });
  await test.step('the campaign is listed as a draft and opens', async () => {
    await expect(detail).toBeVisible();
    await page.getByRole('button', { name: 'All campaigns' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Spring follow-up' });
    await expect(row).toContainText('WhatsApp');
    await expect(row).toContainText('Draft');
    await row.getByRole('button', { name: 'Spring follow-up' }).click();
    await expect(detail).toBeVisible();
    await expect(page).toHaveURL(/\?tab=campaigns&campaign=/);
  });
  const campaignId = new URL(page.url()).searchParams.get('campaign');

  await test.step('Import CSV adds the four good rows and names the two bad ones', async () => {
    await page.getByRole('button', { name: 'Import contacts' }).click();
    await expect(page.getByText('Choose a CSV file.')).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'CSV file' }).click();
    await (await chooser).setFiles({ name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(CONTACTS_CSV) });
    await page.getByRole('button', { name: 'Import contacts' }).click();
    const report = page.getByRole('status', { name: '4 contacts added' });
    await expect(report.getByRole('table', { name: 'Rows not imported' }).getByRole('row')).toHaveText([
      'Row 4: "abc" is not a valid phone number.',
      'Row 7: No phone number.',
    ]);
    const contacts = page.getByRole('table', { name: 'Campaign contacts' });
    for (const phone of GOOD_NUMBERS) {
      await expect(contacts.getByRole('row').filter({ hasText: phone })).toContainText('Queued');
    }
    await expect(page.getByRole('list', { name: 'Totals' }).getByRole('listitem', { name: 'Contacts' })).toContainText(
      '4',
    );
  });

  await test.step('Start sends the template to every contact, who show as Messaged', async () => {
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('button', { name: 'Import contacts' })).toBeHidden();
    const contacts = page.getByRole('table', { name: 'Campaign contacts' });
    for (const phone of GOOD_NUMBERS) {
      await expect(contacts.getByRole('row').filter({ hasText: phone })).toContainText('Messaged', { timeout: 30_000 });
    }
    const sent = (await graphCalls()).filter(
      (call) => call.path === `/${phoneId}/messages` && call.body.type === 'template',
    );
    expect(sent.map((call) => call.body.to).sort()).toEqual(GOOD_NUMBERS.map((phone) => phone.slice(1)));
    expect(sent.every((call) => (call.body.template as { name: string }).name === 'hello_again')).toBe(true);
  });

  const reply = 'Yes, tell me more about the offer';
  const answer = `Hello from the test model. You said: ${reply}`;
  await test.step('a contact’s reply marks them Replied, and the chat shows it with the agent’s answer', async () => {
    await deliverWhatsappText(baseURL ?? '', agentId, { wabaId, phoneId }, '14155550102', reply);
    const row = page.getByRole('table', { name: 'Campaign contacts' }).getByRole('row').filter({ hasText: 'Ben Bell' });
    // The campaign may have completed once all were messaged, when its contacts are read less often.
    await expect(row).toContainText('Replied', { timeout: 30_000 });
    await expect(page.getByRole('list', { name: 'Totals' }).getByRole('listitem', { name: 'Replied' })).toContainText(
      '1',
      { timeout: 30_000 },
    );
    await row.getByRole('link', { name: 'Open chat' }).click();
    const transcript = page.getByRole('log', { name: 'Transcript' });
    await expect(transcript.getByText(reply, { exact: true })).toBeVisible();
    await expect(transcript.getByText(answer, { exact: true })).toBeVisible();
  });

  await test.step('Export CSV lists every contact with their state', async () => {
    await page.goBack();
    await expect(detail).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`campaign-${campaignId}.csv`);
    const csv = Buffer.concat(await (await file.createReadStream()).toArray()).toString();
    const rows = csv.trim().split(/\r?\n/);
    expect(rows[0]).toMatch(/^Name,Phone,Email,State,/);
    expect(rows).toHaveLength(5);
    // The export guards cells that a spreadsheet would read as a formula, a leading + among them.
    expect(rows.find((line) => line.includes('+14155550102'))).toMatch(/^Ben Bell,'?\+14155550102,,Replied,/);
    const messaged: [name: string, phone: string][] = [
      ['Ann Able', '+14155550101'],
      ['Cleo Cole', '+14155550103'],
      ['Dan Dorr', '+14155550104'],
    ];
    for (const [name, phone] of messaged) {
      expect(rows.find((line) => line.includes(phone))).toMatch(new RegExp(`^${name},'?\\${phone},[^,]*,Messaged,`));
    }
  });
});
