import { openProjectWithExample, runFastLane } from '../support/example-project';
import { expect, test } from '../support/fixtures';

// Issue 8: the engine inputs without JSON. The design method LRFD, the loads at the axis of
// rotation and a resistance factor override are set through the forms, saved, run, and the axial
// check of the result works with them (its working names the method, the φ typed and where it
// came from).

test('design method LRFD and a φ override set in the forms reach the run', async ({ page, signedIn }) => {
  test.setTimeout(180_000);
  await openProjectWithExample(page, signedIn.token, 'LRFD by forms');

  await page.getByRole('tab', { name: 'Settings', exact: true }).click();
  await page.getByRole('combobox', { name: /^Design Method/ }).selectOption('LRFD');
  // Pile reveal details: the loads at the axis of rotation, 5.25 ft (1.6002 m, shown 5.3 ft) above grade, over
  // the example's 4.0 and 4.5 ft reveals; the load tables then say their heights are not used
  await page.getByRole('combobox', { name: /^Design Load Application/ }).selectOption('axisOfRotation');
  await page.getByRole('textbox', { name: /^Axis of Rotation/ }).fill('5.25');
  await page.getByRole('tab', { name: 'Input', exact: true }).click();
  await page.getByRole('tab', { name: /^Pile Head Loads/ }).click();
  await expect(page.getByText(/loads act at the axis of rotation, 5\.3 ft above grade/)).toBeVisible();
  await page.getByRole('tab', { name: /^Vertical/ }).click();
  const phi = page.getByRole('textbox', { name: /^φ compression/ });
  // the cited default shows until a value is typed (AASHTO LRFD Table 10.5.5.2.3-1)
  await expect(phi).toHaveAttribute('placeholder', '0.35');
  await phi.fill('0.5');
  await page.getByRole('button', { name: 'Save input' }).click();
  await expect(page.getByText('Input saved', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Result' }).click();
  const summary = await runFastLane(page, 120_000);
  await summary.locator('tbody tr').first().getByRole('radio').check();
  await page
    .getByRole('button', { name: /^Axial compression.*: show the working$/ })
    .first()
    .click();
  const working = page.getByLabel(/^Working of Axial compression/).first();
  await expect(working).toContainText('LRFD');
  await expect(working).toContainText('Resistance factor φ');
  await expect(working).toContainText('0.5');
  await expect(working).toContainText('project input');
});

// K per pier type: a motor pier's K set in the Settings table is the one its steel check takes,
// and the run lists it among the design constants with the field that changes it.
test('K per pier type set in the Settings table reaches the run', async ({ page, signedIn }) => {
  test.setTimeout(180_000);
  await openProjectWithExample(page, signedIn.token, 'K per pier type');

  await page.getByRole('tab', { name: 'Settings', exact: true }).click();
  const table = page.getByRole('table', { name: 'K per pier type' });
  await page.getByRole('button', { name: 'Add pier type' }).click();
  await table.getByRole('combobox', { name: /row 1 Pier type/ }).selectOption('SMP');
  await table.getByRole('textbox', { name: /row 1 K, weak axis/ }).fill('0.8');
  await page.getByRole('button', { name: 'Save input' }).click();
  await expect(page.getByText('Input saved', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Result' }).click();
  const summary = await runFastLane(page, 120_000);
  await page.getByRole('button', { name: /^Design constants \(\d+/ }).click();
  const constants = page.getByRole('table', { name: 'Design constants' });
  await expect(
    constants.getByRole('row', {
      name: /K, weak axis, pier type SMP .* 0\.80 .* Settings › K per pier type › row 1, K, weak axis/,
    }),
  ).toBeVisible();
  // the project's K stays 2.1 for the other pier types
  await expect(constants.getByRole('row', { name: /^K, weak axis \(.* 2\.10 / })).toBeVisible();
  // an SMP pier's steel working took K = 0.8 about the weak axis
  await summary.locator('tbody tr').filter({ hasText: 'SMP' }).first().getByRole('radio').check();
  await page
    .getByRole('button', { name: /^Steel strength.*: show the working$/ })
    .first()
    .click();
  const working = page.getByLabel(/^Working of Steel strength/).first();
  await expect(working).toContainText(/Ky \(effective length factor, weak axis\)\s*0\.8(?!\d)/);
  await expect(working).toContainText(/Kx \(effective length factor, strong axis\)\s*2\.1(?!\d)/);
});
