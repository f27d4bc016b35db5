import { expect, test } from '@playwright/test';
import { startTestWebsite } from '../../apps/server/test/test-website.js';
import { TEST_WEBSITE_PORT } from '../playwright.config.js';
import { createAgentThroughApi, signUpOwner } from '../support/owners.js';

test('an owner adds a Q&A and a text file in the Knowledge tab, sees them processed, reads the text and deletes one', async ({
  page,
  baseURL,
}) => {
  const owner = await signUpOwner(page, baseURL);
  const agentId = await createAgentThroughApi(page, owner, 'Harbour bot');
  await page.goto(`/app/na/agents/${agentId}/kb`);
  await expect(page.getByRole('heading', { name: 'Knowledge', level: 1 })).toBeVisible();
  await expect(page.getByText('No documents yet.')).toBeVisible();
  const rows = page.getByTestId('kb-doc-row');
  const row = (name: string) => rows.filter({ hasText: name });

  await test.step('a Q&A is checked with the shared rules, then added and processed', async () => {
    await page.getByRole('tab', { name: 'Q&A' }).click();
    await page.getByRole('button', { name: 'Add Q&A' }).click();
    await expect(page.getByText('Please enter a question.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Question' }).fill('Do you ship to Norway?');
    await page.getByRole('textbox', { name: 'Answer' }).fill('Yes, we ship to Norway within five working days.');
    await page.getByRole('button', { name: 'Add Q&A' }).click();
    const qa = row('Do you ship to Norway?');
    await expect(qa).toContainText('Q&A');
    // The list follows the job without a reload.
    await expect(qa).toContainText('SUCCESS');
    await expect(qa.getByRole('cell').nth(3)).toHaveText('71');
    await expect(qa.getByRole('cell').nth(4)).toHaveText('1');
  });

  await test.step("the Q&A's tags are changed in its row, checked with the shared rules", async () => {
    const qa = row('Do you ship to Norway?');
    await qa.getByRole('button', { name: 'Edit tags of Do you ship to Norway?' }).click();
    const tags = page.getByRole('textbox', { name: 'Tags' });
    await tags.fill('x'.repeat(41));
    await tags.press('Enter');
    await page.getByRole('button', { name: 'Save tags' }).click();
    await expect(page.getByText('A tag must be at most 40 characters.')).toBeVisible();
    await tags.press('Backspace');
    await tags.fill('shipping');
    await tags.press('Enter');
    await tags.fill('norway');
    await tags.press('Enter');
    await page.getByRole('button', { name: 'Save tags' }).click();
    await expect(page.getByRole('button', { name: 'Save tags' })).toBeHidden();
    await page.reload();
    await expect(qa.getByRole('cell').nth(5)).toHaveText('shippingnorway');
  });

  await test.step('a text file is uploaded, with the size limit shown, and processed', async () => {
    await page.getByRole('tab', { name: 'Upload file' }).click();
    await expect(page.getByText('PDF, DOCX, TXT, Markdown, CSV or HTML, up to 10 MB.')).toBeVisible();
    const text = 'Opening hours\n\nThe harbour shop opens at nine and closes at five, every day but Sunday.';
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose file' }).click();
    await (await chooser).setFiles({ name: 'hours.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
    const hours = row('hours.txt');
    await expect(hours).toContainText('TXT');
    await expect(hours).toContainText('SUCCESS');
    await expect(hours.getByRole('cell').nth(3)).toHaveText(String(text.length));
    await expect(page.getByText(`${71 + text.length} of 1,000,000 characters used in this workspace`)).toBeVisible();

    await hours.getByRole('button', { name: 'View text of hours.txt' }).click();
    const viewer = page.getByRole('dialog', { name: 'hours.txt' });
    await expect(viewer.getByTestId('kb-doc-text')).toContainText('closes at five, every day but Sunday');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
  });

  await test.step('an unsupported file is refused with the reason', async () => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose file' }).click();
    await (await chooser).setFiles({
      name: 'setup.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await expect(
      page.getByText('This file type is not supported. Please upload a PDF, DOCX, TXT, Markdown, CSV or HTML file.'),
    ).toBeVisible();
  });

  await test.step('the Q&A is deleted after confirmation', async () => {
    await row('Do you ship to Norway?').getByRole('button', { name: 'Delete Do you ship to Norway?' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete document' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('The document was deleted.')).toBeVisible();
    await expect(row('Do you ship to Norway?')).toHaveCount(0);
    await expect(rows).toHaveCount(1);
  });
});

test('an owner adds a whole website in the Knowledge tab and follows its crawl until every page is read', async ({
  page,
  baseURL,
}) => {
  const site = await startTestWebsite(TEST_WEBSITE_PORT);
  try {
    const owner = await signUpOwner(page, baseURL);
    const agentId = await createAgentThroughApi(page, owner, 'Roastery bot');
    await page.goto(`/app/na/agents/${agentId}/kb`);
    await page.getByRole('tab', { name: 'Website' }).click();
    await page.getByRole('textbox', { name: 'Website URL' }).fill(site.origin);
    await page.getByRole('button', { name: 'Add website' }).click();
    const crawl = page.getByLabel('Website crawls');
    // The sitemap names six pages once each, an old address and the staff page robots.txt disallows, which is never read.
    await expect(crawl).toContainText('6 pages found · 6 done · 0 failed', { timeout: 30_000 });
    const rows = page.getByTestId('kb-doc-row');
    await expect(rows).toHaveCount(6);
    await expect(rows.filter({ hasText: 'SUCCESS' })).toHaveCount(6);
    await expect(rows.filter({ hasText: '/staff/' })).toHaveCount(0);
  } finally {
    await site.close();
  }
});
