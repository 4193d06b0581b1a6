import { addUser, createProject, getProfile, lastMailTo } from '../support/api';
import { expect, test } from '../support/fixtures';

test('the Admin adds a Reviewer, sees the seats change, freezes and unfreezes them', async ({
  page,
  browser,
  signedIn,
}) => {
  await page.goto('/user-management');
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await expect(page.getByTestId('seats-used')).toHaveText('1 of 5 seats used');

  const email = `rita.${Date.now().toString(36)}@example.com`;
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  // Field errors before anything is sent.
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await dialog.getByLabel('First name').fill('Rita');
  await dialog.getByLabel('Last name').fill('Reviewer');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Reviewer', exact: true }).click();
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId(`user-row-${email}`);
  await expect(row).toContainText('Rita Reviewer');
  await expect(row.getByRole('combobox', { name: 'Role of Rita Reviewer' })).toHaveValue('Reviewer');
  // Invited, not Active, until the invitation is accepted.
  await expect(row).toContainText('Invited');
  await expect(page.getByTestId('seats-used')).toHaveText('2 of 5 seats used');

  // The same email again: refused next to the email field.
  await page.getByRole('button', { name: 'Add user' }).click();
  await dialog.getByLabel('First name').fill('Rita');
  await dialog.getByLabel('Last name').fill('Again');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(dialog.getByText('An account with this email already exists')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The invitation's link sets the password through /verification and /new-password; the mail
  // and the page state the same validity.
  const mail = await lastMailTo(email);
  expect(mail.text).toContain('valid for 7 days, until you set your password');
  const link = new URL(/open (\S+)/.exec(mail.text)![1]!);
  const invitee = await browser.newContext();
  const inviteePage = await invitee.newPage();
  await inviteePage.goto(`${link.pathname}${link.search}`);
  await expect(inviteePage.getByText('valid for 7 days, until you set your password')).toBeVisible();
  await inviteePage.getByRole('button', { name: 'Verify' }).click();
  await expect(inviteePage.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  // A pause: the invitee leaves before setting a password, and comes back by the mail's link.
  await inviteePage.goto('/sign-in');
  await expect(inviteePage.getByRole('heading', { name: /sign in/i })).toBeVisible();
  await inviteePage.goto(`${link.pathname}${link.search}`);
  await inviteePage.getByRole('button', { name: 'Verify' }).click();
  await expect(inviteePage.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await expect(inviteePage.getByText('Choose the password of your new account')).toBeVisible();
  await expect(inviteePage.getByText(/signed out/)).toHaveCount(0);
  await inviteePage.getByRole('textbox', { name: 'Password', exact: true }).fill('Invited#2025');
  await inviteePage.getByRole('textbox', { name: /Confirm/ }).fill('Invited#2025');
  await inviteePage.getByRole('button', { name: 'Set password' }).click();
  await expect(inviteePage).toHaveURL(/\/success$/);
  await expect(inviteePage.getByRole('heading', { name: 'Password set' })).toBeVisible();
  // First sign-in.
  await inviteePage.getByRole('link', { name: 'Sign in' }).click();
  await inviteePage.getByLabel('Email').fill(email);
  await inviteePage.getByRole('textbox', { name: 'Password', exact: true }).fill('Invited#2025');
  await inviteePage.getByRole('button', { name: 'Sign in' }).click();
  await expect(inviteePage).toHaveURL(/\/projects/);
  await invitee.close();
  await page.reload();
  await expect(row).toContainText('Active');

  // Freeze, with confirmation: a frozen user frees their seat.
  await row.getByRole('button', { name: 'Freeze Rita Reviewer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Freeze', exact: true }).click();
  await expect(row).toContainText('Frozen');
  await expect(page.getByTestId('seats-used')).toHaveText('1 of 5 seats used');

  await row.getByRole('button', { name: 'Unfreeze Rita Reviewer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Unfreeze', exact: true }).click();
  await expect(row).toContainText('Active');
  await expect(page.getByTestId('seats-used')).toHaveText('2 of 5 seats used');
  expect(signedIn.user.role).toBe('Admin');
});

test('a user added through the API helper is signed in with their role', async ({ signedIn }) => {
  const added = await addUser(signedIn.token, { role: 'SuperReviewer' });
  expect(added.user.role).toBe('SuperReviewer');
  expect((await getProfile(added.token)).company._id).toBe(signedIn.user.company._id);
});

test('the profile saves a phone number and shows it after a reload', async ({ page, signedIn }) => {
  await page.goto('/my-profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue(signedIn.user.company.name);
  await page.getByLabel('Phone').fill('call me');
  await page.getByRole('button', { name: 'Save personal info' }).click();
  await expect(page.getByText(/Phone must be a phone number/)).toBeVisible();
  await page.getByLabel('Phone').fill('+1 (512) 555-0142');
  await page.getByRole('button', { name: 'Save personal info' }).click();
  await expect(page.getByText('Personal info saved')).toBeVisible();
  expect((await getProfile(signedIn.token)).phone).toBe('+1 (512) 555-0142');

  await page.reload();
  await expect(page.getByLabel('Phone')).toHaveValue('+1 (512) 555-0142');
});

test('the dashboard shows the project count', async ({ page, signedIn }) => {
  await createProject(signedIn.token, { name: 'Dash one', client: 'Sunny' });
  await createProject(signedIn.token, { name: 'Dash two', client: 'Sunny' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('tile-total-projects-created')).toHaveText('2');
  await expect(page.getByRole('img', { name: /Projects by status: Active 2/ })).toBeVisible();
});
