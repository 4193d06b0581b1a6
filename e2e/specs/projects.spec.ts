import { createProject } from '../support/api';
import { runFastLane } from '../support/example-project';
import { expect, test } from '../support/fixtures';

test('create a project, find it, clone, share, disable and delete it', async ({ page, signedIn }) => {
  const name = `Sunfield ${Date.now()}`;
  await page.goto('/projects');
  await page.getByRole('link', { name: 'New project' }).first().click();
  await expect(page).toHaveURL(/\/new-project$/);

  await page.getByLabel('Project name').fill(name);
  await page.getByLabel('Client').fill('Solar Co');
  await page.getByLabel('Designer').fill(`${signedIn.user.firstName} ${signedIn.user.lastName}`);
  await page.getByLabel('Latitude').fill('33.45');
  await page.getByLabel('Longitude').fill('-112.07');
  await page.getByRole('button', { name: 'Save project' }).click();
  await expect(page).toHaveURL(/\/update-project\?id=/);
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // A second project, seeded through the API, so the search has something to leave out.
  await createProject(signedIn.token, { name: 'Other site', client: 'Someone else' });

  await page.getByRole('link', { name: 'Projects', exact: true }).first().click();
  await expect(page.getByTestId('project-row')).toHaveCount(2);
  await page.getByLabel('Search').fill('Sunfield');
  await expect(page.getByTestId('project-row')).toHaveCount(1);
  const row = page.getByTestId('project-row').filter({ hasText: name });
  await expect(row).toContainText('Solar Co');

  // Clone
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Clone' }).click();
  await expect(page.getByTestId('project-row')).toHaveCount(2);
  // The copy is named "<name> (copy)": pick the source row by its exact name.
  const original = page.getByTestId('project-row').filter({ has: page.getByText(name, { exact: true }) });
  await expect(original).toHaveCount(1);
  await expect(page.getByTestId('project-row').filter({ hasText: 'Clone' })).toHaveCount(1);

  // Share
  await original.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Share' }).click();
  await expect(original).toContainText('Shared');

  // Disable
  await original.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Disable' }).click();
  await expect(original).toContainText('Inactive');

  // Delete, after the confirmation
  await original.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete project' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Delete project' }).click();
  await expect(original).toHaveCount(0);
  await expect(page.getByTestId('project-row')).toHaveCount(1);
  await expect(page.getByTestId('project-row')).toContainText(`${name} (copy)`);
});

test('a draft saves with only some details and keeps its id', async ({ page, signedIn }) => {
  void signedIn;
  await page.goto('/new-project');
  await page.getByLabel('Designer').fill('J. Doe');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/update-project\?id=[0-9a-f-]{36}$/);
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();

  // Saving as a project needs the client: the error shows next to the field.
  await page.getByRole('button', { name: 'Save project' }).click();
  await expect(page.getByText('Client is required')).toBeVisible();
});

test('numeric fields refuse letters, + and e', async ({ page, signedIn }) => {
  void signedIn;
  await page.goto('/new-project');
  const lat = page.getByLabel('Latitude');
  await lat.pressSequentially('1e+2x.5');
  await expect(lat).toHaveValue('12.5');
});

test('a first user opens an example project from the empty list and runs it', async ({ page, signedIn }) => {
  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: 'No projects yet: create one' })).toBeVisible();
  await page.getByRole('button', { name: 'Open an example project' }).click();
  await page.getByRole('menuitem', { name: /Nevados: Cedar Ridge Solar/ }).click();
  // A whole project, named and located as the example says, opened on its Result tab.
  await expect(page).toHaveURL(/\/update-project\?id=.*&tab=result$/);
  await expect(
    page.getByRole('heading', { name: 'Example: Cedar Ridge Solar 100 MWac (Nevados, terrain following)' }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Result' })).toHaveAttribute('aria-selected', 'true');
  const summary = await runFastLane(page, 60_000);
  // The example is metric, and so is the project made of it.
  await expect(summary.getByRole('columnheader', { name: /Embedment \(m\)/ })).toBeVisible();
  await page.goto('/projects');
  // Listed as the user's own.
  const row = page.getByRole('table', { name: 'Projects' }).getByRole('row', { name: /Cedar Ridge Solar/ });
  await expect(row).toContainText(signedIn.user.firstName);
});
