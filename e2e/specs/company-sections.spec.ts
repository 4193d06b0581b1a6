import { addUser, getProfile } from '../support/api';
import { expect, test } from '../support/fixtures';

// Issue 8: the company section library and each user's design modes and section types.

test('the Admin keeps a company section with its source note; a bad plate is refused at its field', async ({
  page,
  signedIn: _admin,
}) => {
  await page.goto('/projects');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sections' }).click();
  await expect(page.getByRole('heading', { name: 'Sections' })).toBeVisible();
  await page.getByRole('button', { name: 'Add section' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a section' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('W6x7 mill');
  await dialog.getByRole('textbox', { name: /^Family/ }).fill('W6');
  await dialog.getByRole('textbox', { name: /^Source note/ }).fill('Mill data sheet MS-7 rev B (test data)');
  // Test data: the AISC W6x9 plates (AISC Shapes Database v16.0), tf too thick at first.
  await dialog.getByRole('textbox', { name: /^d \(depth\)/ }).fill('5.90');
  await dialog.getByRole('textbox', { name: /^bf/ }).fill('3.94');
  await dialog.getByRole('textbox', { name: /^tf/ }).fill('3.0');
  await dialog.getByRole('textbox', { name: /^tw/ }).fill('0.170');
  await dialog.getByRole('button', { name: 'Add section' }).click();
  await expect(dialog.getByText(/must be less than half of d_m/)).toBeVisible();
  await dialog.getByRole('textbox', { name: /^tf/ }).fill('0.215');
  await dialog.getByRole('textbox', { name: /^A \(/ }).fill('2.06');
  await dialog.getByRole('button', { name: 'Add section' }).click();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: 'Company sections' });
  await expect(table).toContainText('W6x7 mill');
  await expect(table).toContainText('Mill data sheet MS-7 rev B (test data)');
});

test('the Admin narrows what an engineer may design with', async ({ page, signedIn }) => {
  const engineer = await addUser(signedIn.token, { role: 'User', firstName: 'Eli', lastName: 'Engineer' });
  await page.goto('/user-management');
  const row = page.getByTestId(`user-row-${engineer.user.email}`);
  await row
    .getByRole('button', { name: /change the design modes and section types of Eli Engineer/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Design modes and section types' });
  await dialog.getByRole('checkbox', { name: 'Nextracker' }).uncheck();
  await dialog.getByRole('checkbox', { name: 'W8' }).uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Generic, Nevados, Array Tech · W6, NXT');
  const profile = await getProfile(engineer.token);
  expect(profile.designModes).toEqual([2, 3, 4]);
  expect(profile.sectionTypes).toEqual(['W6', 'NXT']);
});
