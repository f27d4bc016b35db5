import { expect, test } from '@playwright/test';
import { startLocalServer } from '../../apps/server/test/local-http-server.js';
import { CRAWLER_WEBSITE_PORT } from '../playwright.config.js';
import { createAgentThroughApi, signUpOwner } from '../support/owners.js';

const origin = `http://127.0.0.1:${CRAWLER_WEBSITE_PORT}`;

test('an owner follows a website crawl on the Crawler page, reads its run log, reschedules, re-runs and deletes it', async ({
  page,
  baseURL,
}) => {
  // A ferry company's site whose sitemap names a timetable page that is gone.
  let homeReads = 0;
  const site = await startLocalServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === '/sitemap.xml') {
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(`<urlset><url><loc>${origin}/</loc></url><url><loc>${origin}/timetable</loc></url></urlset>`);
    } else if (path === '/') {
      homeReads++;
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><body><h1>Ferries</h1><p>The island ferry leaves at noon from pier four.</p></body></html>');
    } else {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    }
  }, CRAWLER_WEBSITE_PORT);
  try {
    const owner = await signUpOwner(page, baseURL);
    const agentId = await createAgentThroughApi(page, owner, 'Ferry bot');
    await page.goto(`/app/na/agents/${agentId}/kb`);
    await page.getByRole('tab', { name: 'Website' }).click();
    await page.getByRole('textbox', { name: 'Website URL' }).fill(origin);
    await page.getByRole('button', { name: 'Add website' }).click();
    await expect(page.getByLabel('Website crawls')).toContainText(origin);

    await page.goto('/app/na/agents');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Crawler' }).click();
    await expect(page).toHaveURL(/\/automations$/);
    await expect(page.getByRole('heading', { name: 'Crawler', level: 1 })).toBeVisible();
    const row = page.getByTestId('crawl-row').filter({ hasText: origin });

    await test.step('the crawl shows its agent, pages found, done and failed, updating as it runs', async () => {
      await expect(row).toContainText('Ferry bot');
      await expect(row.getByTestId('pages-found')).toHaveText('2', { timeout: 30_000 });
      await expect(row.getByTestId('pages-done')).toHaveText('1', { timeout: 30_000 });
      await expect(row.getByTestId('pages-failed')).toHaveText('1');
      await expect(row).toContainText('SUCCESS');
    });

    await test.step("the run log lists each page with its status, and the failed page's reason", async () => {
      await row.getByRole('button', { name: `Show run log of ${origin}` }).click();
      const log = page.getByRole('table', { name: 'Run log' });
      const pages = log.getByTestId('crawl-page-row');
      await expect(pages).toHaveCount(2);
      await expect(pages.filter({ hasText: `${origin}/timetable` })).toContainText('ERROR');
      await expect(pages.filter({ hasText: `${origin}/timetable` })).toContainText('404');
      await expect(pages.filter({ hasText: `${origin}/` }).filter({ hasText: 'SUCCESS' })).toHaveCount(1);
    });

    await test.step('a new schedule says when the crawl runs next', async () => {
      await row.getByRole('textbox', { name: `Schedule of ${origin}` }).click();
      await page.getByRole('option', { name: 'Every 24 hours' }).click();
      await expect(row).toContainText('Next:');
      await page.reload();
      await expect(row.getByRole('textbox', { name: `Schedule of ${origin}` })).toHaveValue('Every 24 hours');
    });

    await test.step('run again, it reads the site again and adds no page twice', async () => {
      const readsBefore = homeReads;
      await row.getByRole('button', { name: `Run ${origin} again` }).click();
      await expect.poll(() => homeReads, { timeout: 30_000 }).toBeGreaterThan(readsBefore);
      await expect(row.getByRole('button', { name: `Run ${origin} again` })).toBeEnabled({ timeout: 30_000 });
      await expect(row.getByTestId('pages-found')).toHaveText('2');
      await expect(row.getByTestId('pages-done')).toHaveText('1');
      await expect(row.getByTestId('pages-failed')).toHaveText('1');
    });

    await test.step("deleted after confirmation, the crawl and its pages leave the agent's knowledge", async () => {
      await row.getByRole('button', { name: `Delete ${origin}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete crawl' });
      await expect(confirm).toContainText('the pages it read will be deleted');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('The crawl was deleted.')).toBeVisible();
      await expect(page.getByText('No website crawls yet')).toBeVisible();
      await page.goto(`/app/na/agents/${agentId}/kb`);
      await expect(page.getByText('No documents yet.')).toBeVisible();
      await expect(page.getByLabel('Website crawls')).toHaveCount(0);
    });
  } finally {
    site.server.closeAllConnections();
    await new Promise((resolve) => site.server.close(resolve));
  }
});
