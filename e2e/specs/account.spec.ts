import { createProject } from '../support/api';
import { expect, test } from '../support/fixtures';

test('the activity log lists what happened to a project', async ({ page, signedIn }) => {
  await createProject(signedIn.token, { name: 'Logged site', client: 'Audit Co' });
  await page.goto('/activity-log');
  await expect(page.getByRole('heading', { name: 'Activity Log' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Activity log' })).toContainText('Logged site');
});

test('change the password, then sign in with the new one', async ({ page, signedIn }) => {
  const next = 'Changed#Pass42';
  await page.goto('/settings');
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(signedIn.password);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(next);
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(next);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed.')).toBeVisible();

  // The session continues with the fresh token.
  await page.getByRole('link', { name: 'Projects', exact: true }).click();
  await expect(page).toHaveURL(/\/projects$/);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(signedIn.user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(next);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/projects$/);
});
