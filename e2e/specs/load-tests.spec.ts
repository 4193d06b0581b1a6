import { openProjectWithExample } from '../support/example-project';
import { expect, test } from '../support/fixtures';

// Site load tests in a real browser: the engineer enters a lateral test on the Load tests tab in
// feet, kips and inches, saves it with the design input, and the engine fits the soil to it in
// the browser. The points were computed by the engine on the example's soil with every layer's
// p-multiplier × 0.70 (W6x12, 10 ft embedded, loaded 3 ft above grade), rounded to 0.0001 in.
const POINTS: [kip: string, inch: string][] = [
  ['0', '0'],
  ['0.5', '0.1177'],
  ['1', '0.3028'],
  ['1.5', '0.5412'],
  ['2', '0.8067'],
];

test('enter a lateral load test, save it, and fit the soil to it', async ({ page, signedIn }) => {
  test.setTimeout(180_000); // the fit runs some 160 nonlinear analyses in the page
  await openProjectWithExample(page, signedIn.token, 'Load tested site', /Generic: /);

  await page.getByRole('tab', { name: 'Load tests' }).click();
  await expect(page.getByText('No load tests')).toBeVisible();
  await page.getByRole('button', { name: 'Add test' }).click();
  await page.getByRole('textbox', { name: 'Test 1 Embedment (ft)' }).fill('10');
  await page.getByRole('textbox', { name: 'Test 1 Load height / stick-up (ft)' }).fill('3');
  for (let i = 1; i < POINTS.length; i++) await page.getByRole('button', { name: 'Add point' }).click();
  for (const [i, [kip, inch]] of POINTS.entries()) {
    await page.getByRole('textbox', { name: `Point ${i + 1} Load (kip)` }).fill(kip);
    await page.getByRole('textbox', { name: `Point ${i + 1} Movement (in)` }).fill(inch);
  }
  await page.getByRole('button', { name: 'Save load tests' }).click();
  await expect(page.getByText('Load tests saved')).toBeVisible();

  await page.getByRole('button', { name: 'Fit the soil to the tests' }).click();
  const fits = page.getByRole('table', { name: 'Fit of each load test' });
  await expect(fits).toBeVisible({ timeout: 60_000 });
  await expect(fits).toContainText('fit');
  await expect(fits).toContainText(/p-multiplier × 0\.70\d/);
  // the pile as the fit took it: the row gives no E, so the project's (the example's: 200 GPa)
  await expect(fits).toContainText('W6x12, 10.0 ft embedded, E 29008 ksi');
  await expect(page.getByRole('img', { name: /^Load against movement, Test 1: Measured/ })).toBeVisible();

  // saved with the design input: back after a reload
  await page.reload();
  await page.getByRole('tab', { name: 'Load tests' }).click();
  await expect(page.getByRole('textbox', { name: 'Test 1 Embedment (ft)' })).toHaveValue('10');
});
