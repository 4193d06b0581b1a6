import { API_PATHS } from '@pilewise/contracts';
import { createProject, inviteUser, newAccount, rawCall, signUp } from '../support/api';
import { expectAccessible } from '../support/axe';
import { expect, seedSession, test } from '../support/fixtures';
import { SUPER_ADMIN } from '../support/super-admin';

// Issue 14 in the browser: seats bought through the payment stand-in (its Checkout page, its
// signed webhooks back to the server), and the Super admin's console ending a company's trial.

test('an Admin out of seats buys one through Checkout; the webhook brings it and the user can be added', async ({
  page,
  signedIn,
}) => {
  for (let i = 1; i <= 4; i++) {
    await inviteUser(signedIn.token, {
      firstName: 'Seat',
      lastName: `Holder ${i}`,
      email: `seat.${i}.${Date.now().toString(36)}@example.com`,
      role: 'User',
    });
  }
  await page.goto('/user-management');
  await expect(page.getByTestId('seats-used')).toHaveText('5 of 5 seats used');
  await expect(page.getByRole('button', { name: 'Add user' })).toBeDisabled();
  await expect(page.getByText('Every seat is taken')).toBeVisible();
  await page.getByRole('link', { name: 'buy more seats' }).click();

  await expect(page).toHaveURL(/\/manage-subscription$/);
  await expect(page.getByTestId('plan-seats')).toHaveText('5 of 5 seats used (5 included).');
  await page.getByLabel('Extra seats').fill('1');
  // $799 for the plan and $99 for the seat (spec §9).
  await page.getByRole('button', { name: 'Subscribe ($898/year)' }).click();

  // The provider's hosted page (the stand-in on 127.0.0.1): what is bought, then Pay.
  await expect(page.getByRole('heading', { name: 'Stand-in checkout' })).toBeVisible();
  await expect(page.getByText('1 × Extra seat (yearly): $99.00')).toBeVisible();
  await expect(page.getByText('1 × PileWise Pro (yearly): $799.00')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  // Back on the app: the signed webhook has arrived, the plan is Pro with the bought seat.
  await expect(page).toHaveURL(/\/manage-subscription\?checkout=done$/);
  await expect(page.getByTestId('plan-name')).toHaveText('Pro');
  await expect(page.getByTestId('plan-seats')).toHaveText('5 of 6 seats used (5 included, 1 bought).');

  await page.goto('/transactions');
  const invoice = page.getByRole('row').filter({ hasText: 'Extra seat' });
  await expect(invoice).toContainText('$898.00');
  await expect(invoice).toContainText('Paid');

  await page.goto('/user-management');
  await expect(page.getByTestId('seats-used')).toHaveText('5 of 6 seats used');
  const email = `sixth.${Date.now().toString(36)}@example.com`;
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByLabel('First name').fill('Sixth');
  await dialog.getByLabel('Last name').fill('User');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId(`user-row-${email}`)).toContainText('Sixth User');
  await expect(page.getByTestId('seats-used')).toHaveText('6 of 6 seats used');
});

test("the Super admin ends a company's trial: its users read their projects, told why they cannot save or run", async ({
  page,
  browser,
}) => {
  const account = newAccount();
  const company = await signUp(account);
  const project = await createProject(company.token, { name: 'Read after the trial', client: 'Solar Co' });

  // The Super admin signs in like anyone and lands on the console, its only screen.
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(SUPER_ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(SUPER_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/super-admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription console' })).toBeVisible();
  // Every company of the platform is there, 50 to a page: found by its name.
  await page.getByRole('searchbox', { name: 'Search' }).fill(account.companyName);
  await expect(page.getByText(/^1–1 of 1( \(\d+ in all\))?$/)).toBeVisible();
  const row = page.getByTestId(`company-row-${account.companyName}`);
  await expect(row).toContainText('Free trial');
  await expect(row).toContainText('1 / 5');
  await expectAccessible(page, 'the Super admin console');
  // Company screens are not its: they lead back to the console.
  await page.goto('/projects');
  await expect(page).toHaveURL(/\/super-admin$/);

  await page.getByRole('searchbox', { name: 'Search' }).fill(account.companyName);
  await row.getByRole('button', { name: `Actions for ${account.companyName}` }).click();
  await page.getByRole('menuitem', { name: 'End the trial now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'End now' }).click();
  await expect(row).toContainText('Ended');

  // The company's user signs in: told the trial ended, the project still there to read.
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await userPage.goto('/sign-in');
  await userPage.getByLabel('Email').fill(account.email);
  await userPage.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await userPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(userPage).toHaveURL(/\/projects/);
  await expect(userPage.getByTestId('plan-ended')).toContainText(/Your free trial ended on/);
  await expect(userPage.getByTestId('plan-ended')).toContainText('Your projects stay readable');
  await userPage.goto(`/update-project?id=${project._id}`);
  await expect(userPage.getByRole('heading', { name: 'Read after the trial' })).toBeVisible();

  // Saving is refused with the expiry message; so is a run (the same rule, the same answer).
  await userPage.getByLabel('Client').fill('Another client');
  await userPage.getByRole('button', { name: 'Save project' }).click();
  await expect(userPage.getByText(/Your free trial ended on .* subscribes to Pro/).first()).toBeVisible();
  const run = await rawCall(
    'POST',
    API_PATHS.runs.start,
    { projectId: project._id, lane: 'fast' },
    company.token,
  );
  expect(run.status).toBe(402);
  expect(run.body).toMatchObject({ code: 'SUBSCRIPTION_EXPIRED', subscriptionExpired: true });
  await userContext.close();
});

test('the Super admin is refused company data, and no other role reaches the console', async ({ page }) => {
  const company = await signUp(newAccount());
  const signIn = await rawCall('POST', API_PATHS.auth.signIn, SUPER_ADMIN);
  expect(signIn.status).toBe(200);
  const operatorToken = (signIn.body as { token?: string }).token!;
  const projects = await rawCall('GET', API_PATHS.projects.list, undefined, operatorToken);
  expect(projects.status).toBe(403);
  expect(projects.body.code).toBe('PLATFORM_ONLY');
  const consoleCall = await rawCall('GET', API_PATHS.superAdmin.companies, undefined, company.token);
  expect(consoleCall.status).toBe(403);
  // The Admin's browser has no console: the path leads to the projects.
  await seedSession(page, company);
  await page.goto('/super-admin');
  await expect(page).toHaveURL(/\/projects/);
});
