import type { Page } from '@playwright/test';
import { runDesign } from '@pilewise/engine';
import { columnField, SOIL_LAYER_COLUMNS, toDisplay } from '@pilewise/presentation';
import { createProject } from '../support/api';
import { exampleInput } from '../support/example-project';
import { expect, test } from '../support/fixtures';

// Issue 8: a tracker company's project entered entirely by the forms (typing, choosing, pasting
// blocks as copied from Excel), saved, run on the server, and giving the pier designs (section and
// embedment per pier type and height) that the engine gives for the same input written as JSON.
// The input is a smaller version of the packaged example (fewer pier types; no corrosion,
// vertical or custom combinations), in a metric project so the typed numbers are the example's.

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Pastes a block as Excel puts it on the clipboard (rows by line breaks, cells by tabs) into a cell. */
async function pasteInto(page: Page, cellName: string, rows: (string | number | undefined)[][]) {
  const text = rows.map((r) => r.map((v) => (v === undefined ? '' : String(v))).join('\t')).join('\r\n');
  const cell = page.getByRole('textbox', { name: cellName, exact: true });
  await cell.focus();
  await cell.evaluate((el, data) => {
    const dt = new DataTransfer();
    dt.setData('text/plain', data);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
  }, text);
}

const kN = (n: number | undefined) => (n === undefined ? undefined : n / 1000);

/** Settings and soil as the example has them (the settings of the examples are the metric defaults). */
async function enterSettingsAndSoil(page: Page, input: Json, mode: string) {
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('combobox', { name: 'Design Mode' }).selectOption(mode);
  await page.getByRole('combobox', { name: 'Design Code' }).selectOption(input.project.designCode);
  await page.getByRole('combobox', { name: /^Section Type/ }).selectOption(input.settings.sectionFamily);
  await page.getByRole('combobox', { name: 'Min Section' }).selectOption(input.settings.minSection);
  await page.getByRole('combobox', { name: 'Max Section' }).selectOption(input.settings.maxSection);
  await page.getByRole('textbox', { name: /^Pile Heights/ }).fill(input.pileHeights_m.join(', '));
  const limits = input.settings.deflectionLimits;
  for (const axis of ['strong', 'weak'] as const) {
    await page.getByRole('textbox', { name: `Top, ${axis} axis` }).fill(String(limits[axis].top_m * 1000));
    await page
      .getByRole('textbox', { name: `Grade, ${axis} axis` })
      .fill(String(limits[axis].grade_m * 1000));
  }

  await page.getByRole('tab', { name: 'Input', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Soil layers' })).toBeVisible();
  // Every column of the soil table, in its order, from the field table: each layer's value of the
  // field its soil type reads there (Cu, or Qu for weak rock …), in the project's (metric) units.
  await pasteInto(
    page,
    'Layer 1 Soil Name',
    input.soil.layers.map((l: Json) =>
      SOIL_LAYER_COLUMNS.map((c) => {
        const f = columnField(c, l.model);
        const v = f ? l[f.key] : undefined;
        return typeof v === 'number' ? toDisplay(f!.unit, v, 'metric') : v;
      }),
    ),
  );
  await page
    .getByRole('textbox', { name: /^Water table depth/ })
    .fill(input.soil.waterTableDepth_m == null ? '' : String(input.soil.waterTableDepth_m));
  await page
    .getByRole('textbox', { name: /^Lateral Neglect/ })
    .fill(String(input.soil.lateralNeglectDepth_m));
}

/** Saves, runs, and compares every pier design on screen with the engine's run of `input`. */
async function saveRunAndCompare(page: Page, input: Json) {
  await expect(page.getByText('Ready to run')).toBeVisible();
  await page.getByRole('button', { name: 'Save input' }).click();
  await expect(page.getByText('Input saved', { exact: true })).toBeVisible();

  const expected = runDesign(input);
  if (!expected.ok) throw new Error(JSON.stringify(expected.errors));
  await page.getByRole('tab', { name: 'Result' }).click();
  await page.getByRole('button', { name: 'Run design' }).click();
  const summary = page.getByRole('table', { name: 'Pile design summary' });
  await expect(summary).toBeVisible({ timeout: 90_000 });
  await expect(summary.locator('tbody tr')).toHaveCount(expected.result.piers.length);
  for (const pier of expected.result.piers) {
    const height = pier.pileHeight_m.toFixed(2);
    const row = summary
      .locator('tbody tr')
      .filter({ has: page.getByRole('radio', { name: `${pier.pierTypeId} at ${height} m` }) });
    const cells = row.getByRole('cell');
    await expect(cells.nth(4)).toHaveText(pier.section.name);
    await expect(cells.nth(5)).toHaveText(pier.embedment_m.toFixed(2));
  }
}

test('a Nevados project entered by the forms gives the engine’s designs of the same input', async ({
  page,
  signedIn,
}) => {
  test.setTimeout(180_000);
  const full = exampleInput('nevados-100mw-terrain-following.json');
  const piers = ['STD-INT', 'DRV-EXT'];
  const nevados = full.tracker.nevados;
  const rows = nevados.rows.filter((r: Json) => piers.includes(r.pier));
  const input: Json = {
    schemaVersion: 1,
    project: { name: 'Nevados by forms', designCode: full.project.designCode, unitSystem: 'metric' },
    settings: full.settings,
    pileHeights_m: full.pileHeights_m,
    soil: full.soil,
    tracker: {
      mode: 3,
      nevados: {
        rows,
        axialPositive: nevados.axialPositive,
        transverseIsStrongAxis: nevados.transverseIsStrongAxis,
        reversibleCases: nevados.reversibleCases,
      },
    },
    // Wdown is a case of the file beyond D, L, Lr, S, R, W, E, Ev: the forms define it here.
    loadCombinations: { loadsNotActing: true, custom: { loadCases: [{ id: 'Wdown' }] } },
  };

  const project = await createProject(signedIn.token, {
    name: 'Nevados by forms',
    client: 'Solar Co',
    unitSystem: 'metric',
  });
  await page.goto(`/update-project?id=${project._id}`);
  await enterSettingsAndSoil(page, input, '3');

  await page.getByRole('tab', { name: /^Pile Head Loads/ }).click();
  await page.getByRole('combobox', { name: /^Axial positive in/ }).selectOption(nevados.axialPositive);
  await page.getByRole('textbox', { name: /^Load cases/ }).fill('Wdown');
  await page
    .getByRole('textbox', { name: /^Reversible load cases/ })
    .fill(nevados.reversibleCases.join(', '));
  await expect(page.getByText(/Vx and Mx act about the pile’s strong axis/)).toBeVisible();
  await page.getByRole('button', { name: 'Add load' }).click();
  await pasteInto(
    page,
    'Load 1 Pier',
    rows.map((r: Json) => [
      r.pier,
      r.loadCase,
      kN(r.axial_N),
      kN(r.transverseShear_N),
      kN(r.longitudinalShear_N),
      kN(r.transverseMoment_Nm),
      kN(r.longitudinalMoment_Nm),
      r.loadHeight_m,
    ]),
  );
  await expect(page.getByRole('table', { name: 'Nevados pier loads' }).locator('tbody tr')).toHaveCount(
    rows.length,
  );
  await saveRunAndCompare(page, input);
});

test('a Nextracker project with its seismic pier load table, entered by the forms, gives the engine’s designs', async ({
  page,
  signedIn,
}) => {
  test.setTimeout(240_000);
  const full = exampleInput('nextracker-100mw-unbalanced.json');
  const nxt = full.tracker.nextracker;
  const piers = ['MP-EXT', 'SP-INT'];
  const pierTypes = nxt.pierTypes.filter((p: Json) => piers.includes(p.id));
  const rows = nxt.rows.filter((r: Json) => piers.includes(r.pierType));
  const seismic = full.seismic;
  const input: Json = {
    schemaVersion: 1,
    project: { name: 'Nextracker by forms', designCode: full.project.designCode, unitSystem: 'metric' },
    settings: full.settings,
    pileHeights_m: full.pileHeights_m.slice(0, 1),
    soil: full.soil,
    seismic,
    tracker: {
      mode: 1,
      nextracker: { loadCases: nxt.loadCases, pierTypes, rows, reversibleCases: nxt.reversibleCases },
    },
    loadCombinations: { loadsNotActing: true },
  };

  const project = await createProject(signedIn.token, {
    name: 'Nextracker by forms',
    client: 'Solar Co',
    unitSystem: 'metric',
  });
  await page.goto(`/update-project?id=${project._id}`);
  await enterSettingsAndSoil(page, input, '1');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('switch', { name: 'Consider seismic' }).check();

  await page.getByRole('tab', { name: 'Input', exact: true }).click();
  await page.getByRole('tab', { name: /^Pile Head Loads/ }).click();
  await page.getByRole('textbox', { name: /^Load cases/ }).fill(nxt.loadCases.join(', '));
  await page.getByRole('button', { name: 'Add pier type' }).click();
  await pasteInto(
    page,
    'Pier type 1 Pier type',
    pierTypes.map((p: Json) => [p.id, p.name, p.position, p.loadHeight_m, p.seismicPiles?.join(', ')]),
  );
  await page.getByRole('button', { name: 'Add row' }).click();
  const moment = (c: string) => c.startsWith('M');
  // The first two cells are choices: paste from the first number cell's row, pier and force first.
  const table = page.getByRole('table', { name: 'Pile head load table' });
  await table.getByRole('combobox', { name: 'Load 1 Pier type' }).selectOption(rows[0].pierType);
  await table.getByRole('combobox', { name: 'Load 1 Force' }).selectOption(rows[0].component);
  await pasteInto(page, moment(rows[0].component) ? 'Load 1 D (kN·m)' : 'Load 1 D (kN)', [
    rows[0].values.map((v: number) => v / 1000),
  ]);
  for (let i = 1; i < rows.length; i++) await page.getByRole('button', { name: 'Add row' }).click();
  for (let i = 1; i < rows.length; i++) {
    await table.getByRole('combobox', { name: `Load ${i + 1} Pier type` }).selectOption(rows[i].pierType);
    await table.getByRole('combobox', { name: `Load ${i + 1} Force` }).selectOption(rows[i].component);
    const unit = moment(rows[i].component) ? 'kN·m' : 'kN';
    await pasteInto(page, `Load ${i + 1} ${nxt.loadCases[0]} (${unit})`, [
      rows[i].values.map((v: number) => v / 1000),
    ]);
  }

  await page.getByRole('tab', { name: /^Seismic/ }).click();
  const p = seismic.params;
  for (const [key, name] of [
    ['R', /^R$/],
    ['Ss', /^Ss$/],
    ['S1', /^S1$/],
    ['SDS', /^Sds$/],
    ['SD1', /^Sd1$/],
    ['Fa', /^Fa$/],
    ['Fv', /^Fv$/],
    ['T_s', /^T$/],
  ] as const)
    if (p[key] !== undefined) await page.getByRole('textbox', { name }).fill(String(p[key]));
  const t = seismic.tracker;
  await page.getByRole('combobox', { name: /^Design Code$/ }).selectOption(t.designCode);
  await page.getByRole('combobox', { name: /^RC/ }).selectOption(String(t.riskCategory));
  await page.getByRole('combobox', { name: /^Wing/ }).selectOption(String(t.wingMode));
  await page.getByRole('combobox', { name: /^Stow Angle/ }).selectOption(String(t.stowAngleDeg));
  await page.getByRole('textbox', { name: /^Slope/ }).fill(String(t.slopeDeg));
  await page.getByRole('textbox', { name: /^Ground Snow/ }).fill(String(t.groundSnow_Pa / 1000));
  await page.getByRole('textbox', { name: /^Snow PLF/ }).fill(String(t.snowLoad_N_per_m / 1000));
  await page.getByRole('textbox', { name: /^Tracker Length/ }).fill(String(t.trackerLength_m));
  await page.getByRole('textbox', { name: /^Exterior Pier count/ }).fill(String(t.exteriorPierCount));
  await page.getByRole('textbox', { name: /^Interior Pier count/ }).fill(String(t.interiorPierCount));
  await page.getByRole('button', { name: 'Add pile' }).click();
  const plt = t.pierLoadTable;
  const piles = Math.max(plt.lw_ext.length, plt.rw_ext.length, plt.lw_int.length, plt.rw_int.length);
  await pasteInto(
    page,
    'Pile 1 lw_ext (kN)',
    Array.from({ length: piles }, (_, i) =>
      ['lw_ext', 'rw_ext', 'lw_int', 'rw_int'].map((k) => (plt[k][i] ?? 0) / 1000),
    ),
  );
  await saveRunAndCompare(page, input);
});

test('an Array Tech project with ground force tables, entered by the forms, gives the engine’s designs', async ({
  page,
  signedIn,
}) => {
  test.setTimeout(240_000);
  const full = exampleInput('array-tech-100mw-ground-forces.json');
  const ati = full.tracker.ati_pier_loads;
  const piers = ['PDP', 'IMSP'];
  const tables = ati.groundForceTables.filter((t: Json) => piers.includes(t.pierType));
  const columns: string[] = tables[0].columns;
  const input: Json = {
    schemaVersion: 1,
    project: { name: 'Array Tech by forms', designCode: full.project.designCode, unitSystem: 'metric' },
    settings: full.settings,
    pileHeights_m: full.pileHeights_m.slice(0, 1),
    soil: full.soil,
    tracker: {
      mode: 4,
      ati_pier_loads: {
        groundForceTables: tables.map((t: Json) => ({ ...t, columns })),
        selectedColumns: ati.selectedColumns,
        load_factor_moment: ati.load_factor_moment,
        interpolate_heights: ati.interpolate_heights,
        forcesAt: ati.forcesAt,
        reversibleCases: ati.reversibleCases,
      },
    },
    loadCombinations: { loadsNotActing: true },
  };

  const project = await createProject(signedIn.token, {
    name: 'Array Tech by forms',
    client: 'Solar Co',
    unitSystem: 'metric',
  });
  await page.goto(`/update-project?id=${project._id}`);
  await enterSettingsAndSoil(page, input, '4');
  // Seismic is hidden in design mode 4 (spec §2).
  await expect(page.getByRole('tab', { name: /^Seismic/ })).toHaveCount(0);

  await page.getByRole('tab', { name: /^Pile Head Loads/ }).click();
  await page.getByRole('textbox', { name: /^Load factor moment/ }).fill(String(ati.load_factor_moment));
  await page.getByRole('textbox', { name: /^Reversible load cases/ }).fill(ati.reversibleCases.join(', '));
  await page.getByRole('button', { name: 'Add row' }).click();
  await page.getByRole('textbox', { name: /^Columns/ }).fill(columns.join(', '));
  const actions = { P_N: 'P', Vx_N: 'Vx', Vy_N: 'Vy', Mx_Nm: 'Mx', My_Nm: 'My' } as const;
  for (const [key, label] of Object.entries(actions)) {
    const column = ati.selectedColumns[key];
    if (column) await page.getByRole('combobox', { name: label, exact: true }).selectOption(column);
  }
  // Forces in kN, moments in kN·m: the unit of each column follows the action selected from it.
  const perKilo = columns.map(() => 1000);
  await pasteInto(
    page,
    'Row 1 Pier type',
    tables.flatMap((t: Json) =>
      t.rows.map((r: Json, i: number) => [
        t.pierType,
        i === 0 ? (t.name ?? '') : '',
        t.loadCase,
        r.pileHeight_m,
        ...r.values.map((v: number, k: number) => v / perKilo[k]!),
      ]),
    ),
  );
  await expect(page.getByRole('table', { name: 'Ground force tables' }).locator('tbody tr')).toHaveCount(
    tables.reduce((n: number, t: Json) => n + t.rows.length, 0),
  );
  await saveRunAndCompare(page, input);
});
