import { addUser, createProject } from '../support/api';
import { expect, seedSession, test } from '../support/fixtures';

// Spec §2: a project is locked for editing while one user has it open. The owner has it open in
// one browser; the company's Admin opens it in another and reads it, told by whom it is held;
// once the owner leaves the editor, the Admin's reload opens it for editing.

test('the second editor reads the project until the first one leaves it', async ({
  page,
  signedIn,
  browser,
}) => {
  const owner = await addUser(signedIn.token, { role: 'User', firstName: 'Olga', lastName: 'Owner' });
  const project = await createProject(owner.token, { name: 'Held site', client: 'Solar Co' });

  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await seedSession(ownerPage, owner);
  await ownerPage.goto(`/update-project?id=${project._id}`);
  await expect(ownerPage.getByRole('heading', { name: 'Held site' })).toBeVisible();
  await expect(ownerPage.getByRole('button', { name: 'Save project' })).toBeEnabled();

  await page.goto(`/update-project?id=${project._id}`);
  await expect(page.getByText('Olga Owner has this project open for editing.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save project' })).toBeDisabled();
  await page.getByRole('tab', { name: 'Settings' }).click();
  // Read-only, not disabled: the reader can still select and copy the value (issue 13).
  await expect(page.getByRole('textbox', { name: /Max Embed/ })).not.toBeEditable();
  await expect(ownerPage.getByText(/has this project open for editing/)).toBeHidden();

  // The owner goes back to the list: the editor lets the lock go.
  await ownerPage.getByRole('link', { name: '← Projects' }).click();
  await expect(ownerPage.getByRole('heading', { name: 'Projects' })).toBeVisible();
  await expect
    .poll(async () => {
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Held site' })).toBeVisible();
      return page.getByRole('button', { name: 'Save project' }).isEnabled();
    })
    .toBe(true);
  await expect(page.getByText(/has this project open for editing/)).toBeHidden();
  await ownerContext.close();
});
