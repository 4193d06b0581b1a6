import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { API_PATHS, API_VERSION, API_VERSION_HEADER, type ImportKind } from '@pilewise/contracts';
import { addUser, baseUrl, createProject, newAccount, signUp } from '../support/api';
import { exampleInput, runFastLane } from '../support/example-project';
import { expect, seedSession, test } from '../support/fixtures';
import { settle, WCAG_TAGS } from '../support/axe';

// Sales mode in a real browser (issue 8): a Sales user's project hides the engineering input
// tabs; they import the geotechnical workbook and the Nextracker pile-head-load workbook through
// the preview, confirm, and run the design; a bad workbook shows its cells and changes nothing.

const nextracker: unknown = exampleInput('nextracker-100mw-unbalanced.json');
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function template(token: string, kind: ImportKind): Promise<Buffer> {
  const res = await fetch(`${baseUrl()}${API_PATHS.imports.template(kind, 'imperial')}`, {
    headers: { Authorization: `Bearer ${token}`, [API_VERSION_HEADER]: API_VERSION },
  });
  if (!res.ok) throw new Error(`template ${kind}: ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

async function designOf(token: string, id: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${baseUrl()}${API_PATHS.projects.get(id)}`, {
    headers: { Authorization: `Bearer ${token}`, [API_VERSION_HEADER]: API_VERSION },
  });
  return ((await res.json()) as { project: { design: Record<string, unknown> } }).project.design;
}

async function chooseFile(page: Page, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('dialog', { name: 'Import from Excel' })
    .getByRole('button', { name: /Workbook/ })
    .click();
  await (await chooser).setFiles({ name, mimeType: XLSX, buffer });
}

test('a Sales user imports a geotechnical and a Nextracker workbook, previews, confirms and runs', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await signUp(newAccount());
  const sales = await addUser(admin.token, { role: 'Sales' });
  await seedSession(page, sales);
  // The project starts from the Nextracker example's settings; its soil and loads come from files.
  const input = structuredClone(nextracker) as Record<string, unknown>;
  delete input.soil;
  delete input.vertical;
  const project = await createProject(sales.token, {
    name: 'Sales import site',
    client: 'Solar Co',
    design: { designInput: input },
  });

  await page.goto(`/update-project?id=${project._id}`);
  await expect(page.getByRole('heading', { name: 'Sales import site' })).toBeVisible();
  await page.getByRole('tab', { name: 'Input', exact: true }).click();
  // Spec §2: in Sales mode the Soil, Vertical, Seismic, Corrosion and Pile Head Loads tabs hide.
  const inputTabs = page.getByRole('tablist', { name: 'Project inputs' });
  await expect(inputTabs.getByRole('tab', { name: 'Pier Head Loss' })).toBeVisible();
  await expect(inputTabs.getByRole('tab', { name: 'Soil' })).toHaveCount(0);
  await expect(inputTabs.getByRole('tab', { name: 'Pile Head Loads' })).toHaveCount(0);

  // Geotechnical workbook.
  await page.getByRole('button', { name: 'Import from Excel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from Excel' });
  await expect(dialog).toBeVisible();
  // Measured at rest: checked mid fade-in, a colour reads lighter than it is.
  await settle(page);
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(WCAG_TAGS).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
  await chooseFile(page, 'Site D geotechnical.xlsx', await template(sales.token, 'geotech'));
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('list', { name: 'What was read' })).toContainText(
    '3 soil layers (sheet Soil layers',
  );
  // Nothing changes before Confirm.
  expect((await designOf(sales.token, project._id)).designInput).not.toHaveProperty('soil');
  await dialog.getByRole('button', { name: 'Confirm import' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Site D geotechnical.xlsx', exact: true })).toBeVisible();

  // Nextracker pile-head-load workbook, sent first as the geotechnical report the dialog still
  // has chosen: refused saying what it reads as, with a button to preview it so.
  await page.getByRole('button', { name: 'Import from Excel' }).click();
  await expect(dialog.getByRole('radio', { name: /Geotechnical/ })).toBeChecked();
  await chooseFile(page, 'NXT loads.xlsx', await template(sales.token, 'nxt'));
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog).toContainText('the workbook reads as Nextracker pile head loads (NXT)');
  await dialog.getByRole('button', { name: 'Preview as Nextracker pile head loads (NXT)' }).click();
  await expect(dialog.getByRole('radio', { name: /Nextracker/ })).toBeChecked();
  await expect(dialog.getByRole('list', { name: 'What was read' })).toContainText(
    '10 pier types × 5 load cases',
  );
  await dialog.getByRole('button', { name: 'Confirm import' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'NXT loads.xlsx', exact: true })).toBeVisible();
  const design = await designOf(sales.token, project._id);
  expect((design.designInput as { soil: { layers: unknown[] } }).soil.layers).toHaveLength(3);
  expect(design.geoTechFileName).toBe('Site D geotechnical.xlsx');
  expect(design.TOPLFileName).toBe('NXT loads.xlsx');

  // A bad workbook: its cells are named, Confirm is not offered, the project stays as it was.
  const bad = new ExcelJS.Workbook();
  bad.addWorksheet('Borehole').addRows([
    ['Soil name', 'Soil type', 'Top (ft)', 'Bottom (ft)', 'Gamma (pcf)'],
    ['Clay', 4, 0, 'ten', 115],
  ]);
  await page.getByRole('button', { name: 'Import from Excel' }).click();
  await dialog.getByRole('radio', { name: /Geotechnical/ }).check();
  await chooseFile(page, 'bad.xlsx', Buffer.from(await bad.xlsx.writeBuffer()));
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const issues = dialog.getByRole('table', { name: 'Cells that could not be read' });
  await expect(issues.getByRole('row').nth(1)).toContainText(
    /Borehole\s*2\s*D\s*'Bottom \(ft\)': 'ten' is not a number/,
  );
  await expect(dialog.getByRole('button', { name: 'Confirm import' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await designOf(sales.token, project._id)).toEqual(design);

  // The run reads the imported input.
  await page.getByRole('tab', { name: 'Result' }).click();
  const summary = await runFastLane(page, 90_000);
  await expect(summary.locator('tbody tr')).toHaveCount(20);

  // Excel out: the run's results as a workbook, the inputs in the templates.
  await page.getByRole('button', { name: 'Excel downloads' }).click();
  const results = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Results workbook (.xlsx)' }).click();
  expect((await results).suggestedFilename()).toBe('Sales import site results.xlsx');
  await page.getByRole('button', { name: 'Excel downloads' }).click();
  const csv = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Checks (.csv)' }).click();
  expect((await csv).suggestedFilename()).toBe('Sales import site checks.csv');
});

test("an engineer imports a report's LPILE table of effective unit weights into a new project and sees what was decided", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const engineer = await signUp(newAccount());
  await seedSession(page, engineer);
  const project = await createProject(engineer.token, { name: 'LPILE table site', client: 'Solar Co' });
  // As a report tabulates LPILE parameters: ranges, LPILE's model names, effective unit weights,
  // a symbol after each name, the water table under the table.
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Design parameters').addRows([
    ['Table 4. Recommended design parameters, B-1'],
    [
      'Depth (ft)',
      'Soil',
      'LPILE model',
      'Effective unit weight (pcf)',
      'Friction Angle, φ (deg)',
      'Cohesion, c (psf)',
      'ε50',
    ],
    ['0 - 4', 'Lean clay (CL)', 'Stiff Clay w/o Free Water (Reese)', 115, null, 1000, 0.007],
    ['4 - 10', 'Silty sand (SM)', 'Sand (Reese)', 57.6, 32, null, null],
    ['10 - 25 (EOB)', 'Poorly graded sand (SP)', "API Sand (O'Neill)", 62.6, 36, null, null],
    [],
    ['Groundwater', '4 ft'],
  ]);

  await page.goto(`/update-project?id=${project._id}`);
  await page.getByRole('tab', { name: 'Input', exact: true }).click();
  await page.getByRole('button', { name: 'Import from Excel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from Excel' });
  await chooseFile(page, 'B-1 parameters.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('list', { name: 'What was read' })).toContainText(
    '3 soil layers (sheet Design parameters, rows 3–5)',
  );
  await expect(dialog).toContainText(
    'γw is added to those below it (Silty sand (SM) (row 4), Poorly graded sand (SP) (row 5))',
  );
  await dialog.getByRole('button', { name: 'Confirm import' }).click();
  await expect(dialog).toBeHidden();

  // The decision stays with the workbook, for whoever checks the project later.
  await expect(page.getByLabel('Imported workbooks')).toContainText(
    'unit weights: the table gives effective unit weights (sheet Design parameters, column D)',
  );
  // 57.6 pcf + γw (9810 N/m³ = 62.45 pcf) below the water table at 4 ft; 115 pcf above it
  const layers = (
    (await designOf(engineer.token, project._id)).designInput as {
      soil: { layers: { gamma_N_per_m3: number; phiDeg?: number }[]; waterTableDepth_m: number };
    }
  ).soil;
  expect(layers.waterTableDepth_m).toBeCloseTo(4 * 0.3048, 9);
  expect(layers.layers.map((l) => l.gamma_N_per_m3 / 157.08746384624618)).toEqual([
    expect.closeTo(115, 6),
    expect.closeTo(57.6 + 9810 / 157.08746384624618, 6),
    expect.closeTo(62.6 + 9810 / 157.08746384624618, 6),
  ]);
  expect(layers.layers.map((l) => l.phiDeg)).toEqual([undefined, 32, 36]);

  // The engineer then raises the water table to 2 ft: the layers from 2 to 4 ft hold γ' as read
  // above it, and the Soil tab says so as it is typed, then the workbook's entry once saved.
  await page.getByRole('tab', { name: /^Soil/ }).click();
  const water = page.getByRole('textbox', { name: /^Water table depth/ });
  await water.fill('2');
  await water.blur();
  await expect(page.getByTestId('water-table-since-import')).toContainText(
    "with the water table at 4.00 ft; it is now 2.00 ft. Layers between 2.00 ft and 4.00 ft hold γ' as read above the water table",
  );
  await page.getByRole('button', { name: 'Save input' }).click();
  await expect(page.getByText('Input saved', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Imported workbooks')).toContainText(
    'The unit weights imported from B-1 parameters.xlsx were made total from effective ones with the water table at 4.00 ft; it is now 2.00 ft.',
  );
});
