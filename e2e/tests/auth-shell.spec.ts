import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { mailboxIds, newMailTo } from '../support/mailbox.js';

// Every entry spec 001 §2 puts in the side navigation, by its visible name.
const NAV_LINKS = [
  'Agents',
  'Functions',
  'Meta Pages',
  'WhatsApp',
  'Twilio Numbers',
  'Crawler',
  'Events',
  'Sessions',
  'Prompts',
  'Agency',
  'Clients',
  'Credentials',
  'Support',
];

/** The 6-digit code of the newest message to `email` that was not in the mailbox before. */
async function newLoginCode(request: APIRequestContext, email: string, seen: Set<number>): Promise<string> {
  const message = await newMailTo(request, email, /\b\d{6}\b/, seen);
  return message.text.match(/\b(\d{6})\b/)?.[1] ?? '';
}

function sideNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

async function logOut(page: Page) {
  await sideNav(page).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
}

async function expectAgentsPage(page: Page) {
  await expect(page).toHaveURL(/\/app\/na\/agents$/);
  await expect(page.getByRole('heading', { name: 'Agents', level: 1 })).toBeVisible();
  await expect(page.getByText('This account has no agents')).toBeVisible();
}

test('a new owner signs up, finds the shell, and signs in with a code and with a password', async ({
  page,
  request,
}) => {
  const email = `owner-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const password = 'correct-horse-battery';

  await test.step('sign up and pass onboarding', async () => {
    await page.goto('/signup');
    await page.getByLabel('Name').fill('Ada Owner');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/onboarding\?region=na$/);
    await expect(page.getByLabel('North America (na)')).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();
    // The onboarding wizard follows (spec 002 §2.13); e2e/tests/onboarding.spec.ts walks it through.
    await expect(page.getByRole('heading', { name: 'Tell us about your company' })).toBeVisible();
    await page.getByRole('button', { name: 'Skip & Go to Dashboard' }).click();
    await expectAgentsPage(page);
  });

  await test.step('the side navigation has every entry', async () => {
    const nav = sideNav(page);
    for (const name of NAV_LINKS) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('button', { name: 'New Agent' })).toBeVisible();
  });

  await test.step('New Agent in the side navigation opens the New Agent drawer', async () => {
    await sideNav(page).getByRole('button', { name: 'New Agent' }).click();
    const drawer = page.getByRole('dialog', { name: 'New Agent - Create a new AI agent.' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByLabel('Agent Name')).toBeFocused();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
  });

  await test.step('dark mode survives a reload', async () => {
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.getByRole('button', { name: 'Toggle color scheme' }).click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Agents', level: 1 })).toBeVisible();
    await expect(page.locator('html[data-mantine-color-scheme="dark"]')).toHaveCount(1);
  });

  await test.step('log out, then log in with a one-time code', async () => {
    await logOut(page);
    await page.getByRole('link', { name: 'Log in with a code' }).click();
    await expect(page).toHaveURL(/\/login\/code$/);

    const seen = await mailboxIds(request);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await newLoginCode(request, email, seen);

    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectAgentsPage(page);
  });

  await test.step('a wrong password shows the server message; the right one logs in', async () => {
    await logOut(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('not-the-password');
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/auth/login') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Log in' }).click();
    const response = await answer;
    expect(response.status()).toBe(401);
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('INVALID_CREDENTIALS');
    await expect(page.getByRole('alert')).toHaveText(error.message);
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectAgentsPage(page);
  });
});
