import { expect, test } from '@playwright/test';
import { signUpOwner } from '../support/owners.js';

// The dashboard's first load, with the shell and the lists, can be slow on a busy machine.
const FIRST_LOAD = { timeout: 30_000 };

test('the owner signs in, with one wrong password first, and finds both in the audit log', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await signUpOwner(page, baseURL);

  await test.step('sign in on the login page of a fresh browser', async () => {
    const context = await browser.newContext({ baseURL });
    const login = await context.newPage();
    await login.goto('/login');
    await login.getByLabel('Email').fill(owner.email);
    await login.getByLabel('Password').fill('not-the-password');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login.getByRole('alert')).toBeVisible();
    await login.getByLabel('Password').fill('correct-horse-battery');
    const signedIn = login.waitForResponse(
      (response) => response.url().endsWith('/api/auth/login') && response.request().method() === 'POST',
    );
    await login.getByRole('button', { name: 'Log in' }).click();
    expect((await signedIn).status()).toBe(200);
    await expect(login).not.toHaveURL(/\/login$/, FIRST_LOAD);
    await context.close();
  });

  await test.step('Edit workspace leads to the audit log, which shows both', async () => {
    await page.goto('/app/na/agents');
    await page.getByRole('button', { name: /^Switch workspace/ }).click(FIRST_LOAD);
    await page.getByRole('menu').getByRole('menuitem', { name: 'Edit workspace' }).click();
    await page.getByRole('dialog', { name: 'Edit workspace' }).getByRole('link', { name: 'View audit log' }).click();
    await expect(page).toHaveURL(/\/audit-log$/);
    const log = page.getByRole('table', { name: 'Audit log' });
    const rows = log.getByRole('row');
    // The header, then newest first: the sign-in, then the wrong password.
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('Signed in');
    await expect(rows.nth(1)).toContainText(owner.email);
    await expect(rows.nth(1)).toContainText('127.0.0.1');
    await expect(rows.nth(2)).toContainText('Failed sign-in');
  });

  await test.step('the filter keeps the failed sign-in alone', async () => {
    await page.getByRole('textbox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Failed sign-in' }).click();
    const rows = page.getByRole('table', { name: 'Audit log' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Failed sign-in');
  });
});
