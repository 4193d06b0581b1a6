import { createProject } from '../support/api';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';

// The project side panel (status, workflow, comments) beside the tabs from 1200 px wide; below,
// a button opens it as a drawer, so a small laptop or a phone can still send for review.

for (const width of [1440, 1024, 390]) {
  test(`the side panel at ${width} px wide`, async ({ page, signedIn }) => {
    await page.setViewportSize({ width, height: 900 });
    const project = await createProject(signedIn.token, {
      name: `Side panel ${width}`,
      client: 'Helios Energy',
      designer: 'Erin Engineer',
      latitude: 33.4,
      longitude: -112.1,
    });
    await page.goto(`/update-project?id=${project._id}`);
    await expect(page.getByRole('tab', { name: 'Details' })).toBeVisible();
    const aside = page.getByRole('complementary', { name: 'Project status' });
    const opener = page.getByRole('button', { name: 'Status, workflow and comments' });
    if (width >= 1200) {
      await expect(aside).toBeVisible();
      await expect(aside.getByText(`Owner: ${signedIn.user.firstName}`)).toBeVisible();
      await expect(opener).toBeHidden();
    } else {
      await expect(aside).toBeHidden();
      await opener.click();
      const drawer = page.getByRole('dialog', { name: 'Project status' });
      await expect(drawer.getByText(`Owner: ${signedIn.user.firstName}`)).toBeVisible();
      await expect(drawer.getByRole('heading', { name: 'Runs' })).toBeVisible();
    }
    await expectAccessible(page, `the project screen at ${width} px`);
  });
}
