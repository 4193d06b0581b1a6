import { AxeBuilder } from '@axe-core/playwright';
import { getProfile, newAccount, signUpFirstVisit } from '../support/api';
import { expect, seedSession, test } from '../support/fixtures';
import { settle, WCAG_TAGS } from '../support/axe';

// A new account (the tour not yet seen, unlike the signedIn fixture's).
test('the project tour shows on the first visit to a saved project, is remembered once skipped, and restarts from the account menu', async ({
  page,
}) => {
  const auth = await signUpFirstVisit(newAccount());
  await seedSession(page, auth);
  // The New project form: no tour by itself, so the first click on Save project saves (the
  // tour's overlay used to take that click to close itself).
  await page.goto('/new-project');
  const popover = page.locator('.driver-popover');
  await page.getByLabel('Project name').fill('Tour Ridge');
  await page.getByLabel('Client').fill('Solar Co');
  await expect(popover).toHaveCount(0);
  await page.getByRole('button', { name: 'Save project' }).click();
  await expect(page).toHaveURL(/\/update-project\?id=/);
  await expect(page.getByRole('heading', { name: 'Tour Ridge' })).toBeVisible();
  // The saved project's screen, whose tabs the tour describes: now it starts.
  await expect(popover.getByText('Your project, tab by tab')).toBeVisible();
  await popover.getByRole('button', { name: 'Next' }).click();
  await expect(popover.getByText('Inputs')).toBeVisible();
  await popover.getByRole('button', { name: 'Close' }).click();
  await expect(popover).toHaveCount(0);

  // Remembered on the server (seedSession would put the old user back on a reload).
  await expect.poll(async () => (await getProfile(auth.token)).userTour).toContain('project-editor');

  await page.goto('/projects');
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Take the tour' }).click();
  await expect(page).toHaveURL(/\/new-project/);
  await expect(popover.getByText('Your project, tab by tab')).toBeVisible();
  // Measured at rest: checked mid fade-in, a colour reads lighter than it is.
  await settle(page);
  const axe = await new AxeBuilder({ page }).include('.driver-popover').withTags(WCAG_TAGS).analyze();
  expect(axe.violations).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);
});
