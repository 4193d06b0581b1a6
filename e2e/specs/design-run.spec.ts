import { createProject } from '../support/api';
import { expect, test } from '../support/fixtures';

// The engineer's core loop in a real browser: a design input, a run on the server's worker
// threads with its progress, and the lightest passing piles with their checks and charts.

test('load an example input, save it, run the design and read the result', async ({ page, signedIn }) => {
  const project = await createProject(signedIn.token, { name: 'Mesa Verde run', client: 'Solar Co' });
  await page.goto(`/update-project?id=${project._id}`);
  await expect(page.getByRole('heading', { name: 'Mesa Verde run' })).toBeVisible();

  await page.getByRole('tab', { name: 'Design input' }).click();
  await page.getByRole('button', { name: 'Start from an example' }).click();
  await page.getByRole('menuitem', { name: /Generic: Mesa Verde Solar/ }).click();
  // The summary an engineer checks before saving: soil layers and pier types of the example.
  await expect(page.getByRole('table', { name: 'Soil layers' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pier types' })).toContainText('SAP');
  await page.getByRole('button', { name: 'Save design input' }).click();
  await expect(page.getByText('The saved design input of this project, which a run uses.')).toBeVisible();

  await page.getByRole('tab', { name: 'Result' }).click();
  await page.getByRole('radio', { name: 'Fast Lane' }).check();
  await page.getByRole('button', { name: 'Run design' }).click();

  // The run is done when the summary table appears: one row per pier type and pile height.
  const summary = page.getByRole('table', { name: 'Pile design summary' });
  await expect(summary).toBeVisible({ timeout: 60_000 });
  const rows = summary.locator('tbody tr');
  await expect(rows).toHaveCount(16);
  await expect(summary).toContainText('W6x');
  await expect(page.getByRole('table', { name: 'Runs' })).toContainText('Fast Lane');
  // Dense (ui.md): at 1440 px every row in at most two lines, the table within its panel without a
  // sideways scroll. Before, the governing check's full name wrapped each row to four lines (100 px).
  const lineHeight = await rows
    .first()
    .evaluate((r) => parseFloat(getComputedStyle((r as HTMLTableRowElement).cells[1]!).lineHeight));
  const heights = await rows.evaluateAll((trs) => trs.map((r) => r.getBoundingClientRect().height));
  expect(Math.max(...heights)).toBeLessThan(2.5 * lineHeight + 12);
  await expect(summary.getByRole('cell', { name: 'Steel strength', exact: true }).first()).toHaveAttribute(
    'title',
    /^Steel strength, combined axial and biaxial bending/,
  );
  // TableScroll: frame > scroller > min-width box > table.
  const hiddenSideways = await summary.evaluate((t) => {
    const scroller = t.parentElement!.parentElement!;
    return scroller.scrollWidth - scroller.clientWidth;
  });
  expect(hiddenSideways).toBe(0);

  // The selected pier shows every check with its code clause, and the four depth charts.
  await rows.first().getByRole('radio').check();
  const checks = page.getByRole('table', { name: /^Checks of SAP/ });
  await expect(checks.getByText(/AISC 360-16/).first()).toBeVisible();
  // The design constants fold under their count; opened, each names the field that changes it.
  await page.getByRole('button', { name: /^Design constants \(\d+/ }).click();
  const constants = page.getByRole('table', { name: 'Design constants' });
  await expect(
    constants.getByRole('row', { name: /K, weak axis .* 2\.10 .* Settings › K, weak axis/ }),
  ).toBeVisible();
  // The check table dense too: the clause text, its longest, in at most six lines a row (up to 14
  // in a column of 22 %, 8 in one of 30 %; the factor's explanation now cut to its clause, in the
  // working and on hover).
  const referenceLineHeight = await checks
    .locator('tbody tr')
    .first()
    .evaluate((r) => parseFloat(getComputedStyle((r as HTMLTableRowElement).cells[7]!).lineHeight));
  const checkRowHeights = await checks
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((r) => r.getBoundingClientRect().height));
  expect(checkRowHeights.length).toBeGreaterThan(4);
  expect(Math.max(...checkRowHeights)).toBeLessThan(6 * referenceLineHeight + 12);
  // The steel check opens its working: the AISC values it was computed from, in kips and feet.
  await page
    .getByRole('button', { name: /^Steel strength.*: show the working$/ })
    .first()
    .click();
  // Every check's chevron at its full size, the names in two lines included.
  const chevronWidths = await page
    .getByRole('button', { name: /: show the working$/ })
    .locator('svg')
    .evaluateAll((icons) => icons.map((i) => i.getBoundingClientRect().width));
  expect(chevronWidths.length).toBeGreaterThan(4);
  expect(new Set(chevronWidths)).toEqual(new Set([16]));
  const working = page.getByLabel(/^Working of Steel strength/).first();
  await expect(working).toContainText('Pn (nominal axial strength)');
  await expect(working).toContainText(/kip·ft/);
  await expect(page.getByRole('img', { name: /^Deflection, bending moment/ }).first()).toBeVisible();
  // The charts drawn (echarts' SVG lines) at their box's width, and drawn again at the box's new
  // width when the window narrows (components/echart.tsx: sized by a ResizeObserver).
  const charts = page.locator('.pw-profile-charts').first();
  await expect(charts.locator('svg path').first()).toBeAttached();
  const widths = () =>
    charts.evaluate((box) => ({
      box: box.clientWidth,
      svg: box.querySelector('svg')!.getBoundingClientRect().width,
    }));
  const wide = await widths();
  expect(Math.abs(wide.svg - wide.box)).toBeLessThan(2);
  await page.setViewportSize({ width: 1100, height: 900 });
  await expect
    .poll(async () => {
      const now = await widths();
      return now.box < wide.box && Math.abs(now.svg - now.box) < 2;
    })
    .toBe(true);
});

test('a design input with errors is listed field by field and cannot be saved', async ({
  page,
  signedIn,
}) => {
  const project = await createProject(signedIn.token, { name: 'Bad input', client: 'Solar Co' });
  // A soil layer with φ = 65° (the p-y models take 0 to 50°) and no pile heights. phiDeg is the
  // engine's key: the range check itself answers, not an unknown-key drop.
  const bad = { schemaVersion: 1, settings: {}, soil: { layers: [{ model: 'api-sand', phiDeg: 65 }] } };
  await page.goto(`/update-project?id=${project._id}`);
  await page.getByRole('tab', { name: 'Design input' }).click();
  const chooserOpened = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Load from file' }).click();
  const chooser = await chooserOpened;
  await chooser.setFiles({
    name: 'bad-input.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(bad)),
  });
  await expect(page.getByText(/The design input has \d+ errors?/)).toBeVisible();
  const errors = page.getByRole('table', { name: 'Design input errors' });
  await expect(errors.getByRole('row').filter({ hasText: 'soil.layers[0].phiDeg' })).toContainText(
    'must be ≤ 50',
  );
  await expect(page.getByRole('button', { name: 'Save design input' })).toBeDisabled();
});
