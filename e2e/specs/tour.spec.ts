import { AxeBuilder } from '@axe-core/playwright';
import { getProfile, newAccount, signUpFirstVisit } from '../support/api';
import { expect, seedSession, test } from '../support/fixtures';

// A new account (the tour not yet seen, unlike the signedIn fixture's).
test('the project tour shows on the first visit, is remembered once skipped, and restarts from the account menu', async ({
  page,
}) => {
  const auth = await signUpFirstVisit(newAccount());
  await seedSession(page, auth);
  await page.goto('/new-project');
  const popover = page.locator('.driver-popover');
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
  const axe = await new AxeBuilder({ page })
    .include('.driver-popover')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);
});
