import { expect, test } from '@playwright/test';
import { agentWith, customerSite, widgetOn } from '../support/customer-site.js';

const site = customerSite();

test('the demo view shows the real widget over the given website, or a neutral page, without signing in', async ({
  page,
  browser,
  baseURL,
}) => {
  const agentId = await agentWith(page, baseURL);
  // Shared with someone who has no account.
  const guest = await (await browser.newContext({ baseURL })).newPage();
  const demo = (query: string) => guest.goto(`/app/na/prototype?vg_id=${agentId}${query}`);

  await test.step('over the website', async () => {
    await demo(`&website_url=${encodeURIComponent(`${site.origin()}/`)}`);
    await expect(
      guest.frameLocator('iframe[title="Website"]').getByRole('heading', { name: 'Customer site' }),
    ).toBeVisible();
    const widget = widgetOn(guest);
    await widget.launcher.click();
    await expect(widget.chat.locator('.message.assistant').first()).toBeVisible();
    await expect(widget.launcher).toBeHidden();
  });

  await test.step('over a neutral page, also when the address is not a web page', async () => {
    for (const query of ['', '&website_url=javascript%3Aalert(1)']) {
      await demo(query);
      await expect(guest.getByRole('heading', { name: 'Agent demo' })).toBeVisible();
      await expect(guest.locator('iframe[title="Website"]')).toHaveCount(0);
      await expect(widgetOn(guest).launcher).toBeVisible();
    }
  });

  await test.step('without an agent there is nothing to show', async () => {
    await guest.goto('/app/na/prototype');
    await expect(guest.getByText('Page not found')).toBeVisible();
  });
  // Its open connections would keep the customer site from closing.
  await guest.context().close();
});
