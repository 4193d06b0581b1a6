import { exampleInput } from '../support/example-project';
import { createProject, saveDesignInput } from '../support/api';
import { expect, test } from '../support/fixtures';

// An engineer enters a design by hand, in feet and kips: the defaults of Settings, one soil
// layer, two pier head load rows; what is missing is named on the tab and the field; the saved
// input runs and gives a pile.

test('enter the soil and pile head loads by hand, see the problems go, save and run', async ({
  page,
  signedIn,
}) => {
  const project = await createProject(signedIn.token, { name: 'Hand entry', client: 'Solar Co' });
  await page.goto(`/update-project?id=${project._id}`);
  await expect(page.getByRole('heading', { name: 'Hand entry' })).toBeVisible();

  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByText('Defaults, not saved yet')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Max Embed/ })).toHaveValue('15');
  await expect(page.getByRole('button', { name: /2 problems to fix before a run/ })).toBeVisible();

  await page.getByRole('tab', { name: 'Input', exact: true }).click();
  const soil = page.getByRole('table', { name: 'Soil layers' });
  await expect(soil).toBeVisible();
  const gamma = soil.getByRole('textbox', { name: 'Layer 1 Gamma (pcf)' });
  // The engine's own message, in the cell.
  await expect(soil.getByText('is required')).toBeVisible();
  await gamma.fill('120');
  await soil.getByRole('textbox', { name: 'Layer 1 Phi (°)' }).fill('32');
  await expect(soil.getByText('is required')).toBeHidden();
  // A letter is refused with a message, not dropped (issue 8); removing it clears the message.
  await gamma.fill('120x');
  await expect(gamma).toHaveValue('120x');
  await expect(soil.getByText('“x” is not part of a number: type digits only')).toBeVisible();
  await gamma.fill('120');
  await expect(soil.getByText('“x” is not part of a number: type digits only')).toBeHidden();

  await page.getByRole('tab', { name: /Pile Head Loads/ }).click();
  await page.getByRole('button', { name: 'Add load' }).click();
  await page.getByRole('button', { name: 'Add load' }).click();
  const loads = page.getByRole('table', { name: 'Pile head loads' });
  // New rows keep their cells' problems back until edited; the bar above still counts them.
  await expect(page.getByRole('button', { name: /problems? to fix before a run/ })).toBeVisible();
  await expect(loads.locator('[aria-invalid="true"]')).toHaveCount(0);
  // Load case is a choice from the defined cases, not free text.
  await loads.getByRole('combobox', { name: 'Load 1 Load case' }).selectOption('D');
  await loads.getByRole('textbox', { name: 'Load 1 P (kip)' }).fill('1');
  await loads.getByRole('combobox', { name: 'Load 2 Load case' }).selectOption('W');
  await loads.getByRole('textbox', { name: 'Load 2 P (kip)' }).fill('-0.45');
  await loads.getByRole('textbox', { name: 'Load 2 Vx (kip)' }).fill('1');
  await loads.getByRole('textbox', { name: 'Load 2 Mx (kip·ft)' }).fill('5');
  await expect(page.getByText('Ready to run')).toBeVisible();

  // The normalised loads the run starts from.
  await page.getByRole('tab', { name: /Pier Head Loss/ }).click();
  const pierLoads = page.getByRole('table', { name: 'Pier head loads by pier type and load case' });
  await expect(pierLoads).toContainText('SAP');
  await expect(pierLoads.getByRole('row')).toHaveCount(3);

  await page.getByRole('button', { name: 'Save input' }).click();
  await expect(page.getByText('Input saved', { exact: true })).toBeVisible();

  // A reload shows what was saved, in feet.
  await page.reload();
  await page.getByRole('tab', { name: 'Input', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Layer 1 Gamma (pcf)' })).toHaveValue('120');

  await page.getByRole('tab', { name: 'Result' }).click();
  await page.getByRole('button', { name: 'Run design' }).click();
  const summary = page.getByRole('table', { name: 'Pile design summary' });
  await expect(summary).toBeVisible({ timeout: 60_000 });
  await expect(summary.locator('tbody tr')).toHaveCount(1);
  await expect(summary).toContainText('W6x');
});

// A tracker's load table: a problem in a value is named by the load case over its column, as the
// table shows it, in the list of problems and in the live preview.
test('a Nextracker load value left empty is named by its load case', async ({ page, signedIn }) => {
  const nextracker = exampleInput('nextracker-100mw-unbalanced.json');
  const project = await createProject(signedIn.token, { name: 'Tracker problems', client: 'Solar Co' });
  await saveDesignInput(signedIn.token, project, nextracker);
  await page.goto(`/update-project?id=${project._id}`);
  await page.getByRole('tab', { name: 'Input', exact: true }).click();
  await page.getByRole('tab', { name: /Pile Head Loads/ }).click();
  const table = page.getByRole('table', { name: 'Pile head load table' });
  await table.getByRole('textbox', { name: /^Load 3 W30/ }).fill('');
  await page.getByRole('button', { name: '1 problem to fix before a run' }).click();
  const problem = page.getByRole('table', { name: 'Problems of the input' }).getByRole('row').nth(1);
  await expect(problem.getByRole('cell')).toHaveText([
    'Pile head loads',
    'Load #3',
    'W30',
    'is required',
    'tracker.nextracker.rows[2].values[3]',
  ]);
  await expect(page.getByTestId('live-preview')).toContainText(
    'Pile head loads › Load #3 › W30: is required',
  );
});
