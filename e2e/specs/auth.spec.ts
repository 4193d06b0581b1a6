import { PASSWORD_RULE_MESSAGE } from '@pilewise/contracts';
import { lastMailTo, newAccount, signInError, signUp } from '../support/api';
import { expect, seedSession, test } from '../support/fixtures';

test('sign up, sign out, sign in', async ({ page }) => {
  const account = newAccount();
  await page.goto('/sign-up');
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Company name').fill(account.companyName);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { name: 'No projects yet: create one' })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('pilewise-session'))).toContain(
    '"token":null',
  );

  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible();
});

test("a wrong password shows the server's message", async ({ page }) => {
  const account = newAccount();
  await signUp(account);
  const serverMessage = await signInError(account.email, 'Wrong#Pass123');

  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong#Pass123');
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Spec §8: a sign-in failure is a toast with the server's message (shown once, not also inline).
  await expect(page.getByRole('alert').filter({ hasText: 'Sign-in failed' })).toContainText(serverMessage);
  await expect(page.getByText(serverMessage)).toHaveCount(1);
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('a weak password is refused with the rule', async ({ page }) => {
  const account = newAccount();
  await page.goto('/sign-up');
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Company name').fill(account.companyName);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('password');
  await page.getByLabel('Confirm password').fill('password');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByText(PASSWORD_RULE_MESSAGE)).toBeVisible();
  await expect(page).toHaveURL(/\/sign-up$/);
});

test('an expired or forged token sends the user to /sign-in', async ({ page }) => {
  const { user } = await signUp(newAccount());
  // A well-formed JWT the server did not sign (and long expired).
  const forged =
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ4IiwiZXhwIjoxNjAwMDAwMDAwfQ.c2lnbmF0dXJlLW5vdC12YWxpZA';
  await seedSession(page, { token: forged, user });

  await page.goto('/projects');
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('reset a forgotten password with the mailed code', async ({ page }) => {
  const account = newAccount();
  await signUp(account);

  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/verification$/);

  const mail = await lastMailTo(account.email);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code, 'a 6-digit code in the mail').toBeTruthy();
  await page.getByLabel('Digit 1 of 6').pressSequentially(code ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/new-password$/);
  const next = 'New#Secret2026';
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(next);
  await page.getByLabel('Confirm new password').fill(next);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/success$/);

  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(next);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/projects$/);
});
