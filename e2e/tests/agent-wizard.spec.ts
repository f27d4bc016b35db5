import { expect, type Locator, type Page, test } from '@playwright/test';
import { startTestWebsite, type TestWebsite } from '../../apps/server/test/test-website.js';
import { WIZARD_WEBSITE_PORT } from '../playwright.config.js';
import { signUpOwner } from '../support/owners.js';

const NEW_AGENT_DRAWER = 'New Agent - Create a new AI agent.';
const WIZARD_DRAWER = 'Agent Wizard - Create an AI agent from your website.';
const OPENED_AGENT = /\/app\/na\/agents\/([A-Za-z0-9]{16})\/overview\?showDebugger=true$/;

// Both tests read the one test website on its fixed port, so they run one after the other.
test.describe.configure({ mode: 'serial' });

let site: TestWebsite;
test.beforeAll(async () => {
  site = await startTestWebsite(WIZARD_WEBSITE_PORT);
});
test.afterAll(async () => {
  await site?.close();
});

async function openWizard(page: Page): Promise<Locator> {
  await page.goto('/app/na/agents');
  await page.getByRole('main').getByRole('button', { name: 'New Agent', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: NEW_AGENT_DRAWER });
  await drawer.getByRole('button', { name: 'Start Agent Wizard' }).click();
  const wizard = page.getByRole('dialog', { name: WIZARD_DRAWER });
  await expect(wizard).toBeVisible();
  return wizard;
}

function companyForm(wizard: Locator) {
  return {
    name: wizard.getByRole('textbox', { name: 'Company name' }),
    website: wizard.getByRole('textbox', { name: 'Company website' }),
    description: wizard.getByRole('textbox', { name: 'What does your company do?' }),
    next: wizard.getByRole('button', { name: 'Next' }),
  };
}

test('an owner creates an agent from the company website: prompt, knowledge, theme and answers come from the site', async ({
  page,
  baseURL,
}) => {
  const owner = await signUpOwner(page, baseURL);
  const wizard = await openWizard(page);
  const form = companyForm(wizard);
  const progress = wizard.getByLabel('Agent Wizard progress');

  await test.step('the company form checks its fields with the words of the spec, and an edit clears its error', async () => {
    await expect(progress).toBeVisible();
    await form.next.click();
    await expect(wizard.getByText('Company name is required')).toBeVisible();
    await expect(wizard.getByText('Company website is required')).toBeVisible();
    await expect(wizard.getByText('Please tell us what your company does')).toBeVisible();
    await form.name.fill('Larkspur Coffee Roasters');
    await expect(wizard.getByText('Company name is required')).toHaveCount(0);
    await form.website.fill('not a website');
    await form.description.fill('Coffee');
    await form.next.click();
    await expect(wizard.getByText('Please enter a valid website URL or domain')).toBeVisible();
    await expect(wizard.getByText('Please provide at least 10 characters')).toBeVisible();
  });

  await test.step('branding reads the website and shows its colours and logo', async () => {
    await form.website.fill(site.origin);
    await form.description.fill('Specialty coffee roasted in small batches and delivered to your door.');
    // Held back a moment, so that the step's waiting state can be seen.
    await page.route('**/website-analysis', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await form.next.click();
    await expect(wizard.getByText('Analyzing your website...')).toBeVisible();
    const colours = wizard.getByRole('group', { name: 'Colours found on your website' });
    await expect(colours.getByRole('button')).toHaveCount(4);
    await expect(colours.getByRole('button', { name: '#1f6f5c' })).toHaveAttribute('aria-pressed', 'true');
    await expect(wizard.getByRole('textbox', { name: 'Brand colour' })).toHaveValue('#1f6f5c');
    await expect(wizard.getByRole('img', { name: 'Logo found on your website' })).toHaveAttribute(
      'src',
      `${site.origin}/images/logo.svg`,
    );
  });

  await test.step('Back returns to the company info as it was left; the colour can be changed and changed back', async () => {
    await wizard.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(form.name).toHaveValue('Larkspur Coffee Roasters');
    await form.next.click();
    const colours = wizard.getByRole('group', { name: 'Colours found on your website' });
    await colours.getByRole('button', { name: '#e07a2f' }).click();
    await expect(wizard.getByRole('textbox', { name: 'Brand colour' })).toHaveValue('#e07a2f');
    await colours.getByRole('button', { name: '#1f6f5c' }).click();
    await expect(wizard.getByRole('textbox', { name: 'Brand colour' })).toHaveValue('#1f6f5c');
  });

  let agentId = '';
  await test.step('Create agent ends on the success step, whose Open agent opens the overview with the debugger', async () => {
    await wizard.getByRole('button', { name: 'Create agent' }).click();
    await expect(wizard.getByRole('heading', { name: 'Larkspur Coffee Roasters is ready' })).toBeVisible();
    await wizard.getByRole('link', { name: 'Open agent' }).click();
    await expect(page).toHaveURL(OPENED_AGENT);
    agentId = OPENED_AGENT.exec(page.url())?.[1] ?? '';
    await expect(wizard).toBeHidden();
  });

  await test.step("the agent's widget theme uses the site's colour, and it greets visitors by the company's name", async () => {
    const response = await page.request.get(`/api/na/v2/agents/${agentId}`);
    expect(response.ok()).toBe(true);
    const { agent, workspaceUid } = await response.json();
    expect(workspaceUid).toBe(owner.workspaceUid);
    expect(agent.title).toBe('Larkspur Coffee Roasters');
    expect(JSON.parse(agent.customThemeJSONString)).toMatchObject({ primary: '#1f6f5c', themeType: 'light' });
    expect(agent.proactiveMessage).toBe('👋 Hi, welcome to Larkspur Coffee Roasters! How can I help you today?');
    expect(agent.vg_systemPrompt).toContain('You are the virtual assistant of Larkspur Coffee Roasters');
  });

  await test.step("the Knowledge tab shows the site's pages read into the knowledge base", async () => {
    await page.goto(`/app/na/agents/${agentId}/kb`);
    // The sitemap's six pages, each once; the staff page robots.txt disallows is never read.
    await expect(page.getByLabel('Website crawls')).toContainText('6 pages found · 6 done · 0 failed', {
      timeout: 30_000,
    });
    const rows = page.getByTestId('kb-doc-row');
    await expect(rows.filter({ hasText: 'SUCCESS' })).toHaveCount(6);
    // A page's row is named by its title and carries its address as a tooltip.
    await expect(rows.filter({ has: page.locator(`[title="${site.origin}/about.html"]`) })).toHaveCount(1);
  });

  await test.step('the test panel answers a question only the About page answers with its passage', async () => {
    await page.goto(`/app/na/agents/${agentId}/overview?showDebugger=true`);
    const panel = page.getByRole('complementary', { name: 'Test panel' });
    const message = panel.getByRole('textbox', { name: 'Message' });
    await message.fill('Who founded Larkspur?');
    await message.press('Enter');
    const answers = panel.getByRole('log', { name: 'Test chat' }).getByLabel('Agent', { exact: true });
    await expect(answers.last()).toContainText('Larkspur was founded in 2014 by Mara Ellison');
  });
});

test('a website that cannot be analyzed says so, and Back leads to the company info, then to the New Agent form', async ({
  page,
  baseURL,
}) => {
  const owner = await signUpOwner(page, baseURL);
  const wizard = await openWizard(page);
  const form = companyForm(wizard);
  await form.name.fill('Larkspur Coffee Roasters');
  await form.website.fill(`${site.origin}/no-such-page`);
  await form.description.fill('Specialty coffee roasted in small batches.');
  await form.next.click();

  await expect(wizard.getByText('Unable to analyze website branding')).toBeVisible();
  await expect(wizard.getByText('The website answered 404 (page not found).')).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Create agent' })).toHaveCount(0);
  const agents = await page.request.get(`/api/na/workspaces/${owner.workspaceUid}/agents`);
  expect((await agents.json()).agents).toEqual([]);

  await wizard.getByRole('button', { name: 'Back to company info' }).click();
  await expect(form.website).toHaveValue(`${site.origin}/no-such-page`);
  await wizard.getByRole('button', { name: 'Back', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: NEW_AGENT_DRAWER });
  await expect(drawer.getByLabel('Agent Name')).toBeVisible();

  await test.step('Close closes the drawer, and it opens again on the New Agent form', async () => {
    await drawer.getByRole('button', { name: 'Start Agent Wizard' }).click();
    await page.getByRole('dialog', { name: WIZARD_DRAWER }).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('main').getByRole('button', { name: 'New Agent', exact: true }).click();
    await expect(page.getByRole('dialog', { name: NEW_AGENT_DRAWER })).toBeVisible();
  });
});
