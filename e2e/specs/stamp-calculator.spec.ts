import { AxeBuilder } from '@axe-core/playwright';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { createProject } from '../support/api';
import { expect, test } from '../support/fixtures';
import { settle, WCAG_TAGS } from '../support/axe';

// Issue 13: the stamping calculator's sheet computed and downloaded as a PDF whose text names the
// section and the checks; axe on the screen; and the project editor's live preview following a
// change of load without a server call.

const exec = promisify(execFile);
const example = async () =>
  JSON.parse(
    await readFile(
      new URL('../../packages/engine/examples/projects/generic-100mw-site-d.json', import.meta.url),
      'utf8',
    ),
  ) as Record<string, unknown>;

/** A project of the example's input, opened on its Input tab (the live preview beside it). */
async function openInputTab(page: Page, token: string, name: string) {
  const project = await createProject(token, {
    name,
    client: 'Solar Co',
    design: { designInput: await example() },
  });
  await page.goto(`/update-project?id=${project._id}`);
  await page.getByRole('tab', { name: 'Input', exact: true }).click();
}

test('the stamping calculator computes a pile, downloads its PDF, and passes axe', async ({
  page,
  signedIn: _signedIn,
}) => {
  await page.goto('/stampcalculator');
  await expect(page.getByRole('heading', { level: 1, name: 'Stamping calculator' })).toBeVisible();
  await page.getByRole('button', { name: 'Start from the example' }).click();
  // the example is loaded on demand: in once its section shows
  await expect(page.getByRole('combobox', { name: 'Section' })).toHaveValue('W6x12');
  await page.getByRole('textbox', { name: 'Pile mark or title' }).fill('Row 12 pier 3');
  await page.getByRole('button', { name: 'Calculate' }).click();
  const checks = page.getByRole('table', { name: 'Checks of the pile' });
  await expect(checks).toBeVisible({ timeout: 30_000 });
  await expect(checks).toContainText('Deflection at Top');
  await expect(page.getByText('W6x12, embedment')).toBeVisible();

  const answered = page.waitForResponse((res) => res.url().includes('/api/stamp-calculator/pdf'));
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe('Stamp sheet Row 12 pier 3 W6x12.pdf');
  const file = await download.path();
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = (await exec('pdftotext', [file, '-'])).stdout.replace(/\s+/g, ' ');
  expect(text).toContain('Single Pile Calculation Sheet'); // the page header
  expect(text).toContain('Row 12 pier 3');
  expect(text).toContain('W6x12 (W6 family)');
  for (const name of ['Steel strength', 'Deflection at Top', 'Key working', "ENGINEER'S SEAL"])
    expect(text).toContain(name);
  // One page an engineer stamps (issue 13).
  const info = (await exec('pdfinfo', [file])).stdout;
  expect(/Pages:\s+(\d+)/.exec(info)?.[1]).toBe('1');

  // Colours measured at rest: the button's loading overlay gone.
  await expect(page.getByRole('button', { name: 'Download PDF' })).not.toHaveAttribute('data-loading', /.*/);
  await page.mouse.move(0, 0);
  // Measured at rest: checked mid fade-in, a colour reads lighter than it is.
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // The steel check's K, as on a project's Settings: empty is 2.1; 0.8 about the weak axis reaches
  // the steel working.
  const weakK = page.getByRole('textbox', { name: /K, weak axis/ });
  await expect(weakK).toHaveAttribute('placeholder', '2.1');
  await weakK.fill('0.8');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await page
    .getByRole('button', { name: /^Steel strength.*: show the working$/ })
    .first()
    .click();
  await expect(page.getByText('Ky (effective length factor, weak axis)').locator('xpath=..')).toContainText(
    '0.8',
  );

  // The steel as on Settings: a pile of 45 ksi steel at AISC's E of 29,000 ksi reaches the steel
  // working (the example's is 50 ksi, E empty: 200 GPa, 29008 ksi).
  const E = page.getByRole('textbox', { name: /Steel E/ });
  await expect(E).toHaveAttribute('placeholder', '29008');
  await E.fill('29000');
  await page.getByRole('combobox', { name: 'Yield Strength' }).selectOption({ label: '45 ksi' });
  await page.getByRole('button', { name: 'Calculate' }).click();
  await page
    .getByRole('button', { name: /^Steel strength.*: show the working$/ })
    .first()
    .click();
  const working = page.getByLabel(/^Working of Steel strength/).first();
  await expect(working.getByText('Fy (yield strength)').locator('xpath=..')).toContainText('45 ksi');
  await expect(working.getByText('E (modulus of elasticity)').locator('xpath=..')).toContainText('29000 ksi');
});

test('the live preview follows a change of load, computed in the browser', async ({ page, signedIn }) => {
  await openInputTab(page, signedIn.token, 'Preview site');
  const preview = page.getByTestId('live-preview');
  await expect(preview).toContainText('It is not the design');
  const values = preview.getByTestId('live-preview-values');
  await expect(values).toBeVisible({ timeout: 30_000 });
  const before = await values.locator('tbody tr').first().innerText();

  // No calculation on the server while the preview recomputes (the header's own polling aside).
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/')) calls.push(r.url());
  });
  await page.getByRole('tab', { name: /Pile Head Loads/ }).click();
  const loads = page.getByRole('table', { name: 'Pile head loads' });
  // Row 3 is SAP's W0 case (the example's order): its shear tripled.
  await loads.getByRole('textbox', { name: 'Load 3 Vx (kip)' }).fill('4.6');
  await expect(values.locator('tbody tr').first()).not.toHaveText(before, { timeout: 5_000 });
  expect(calls.filter((u) => /\/api\/(projects\/run|stamp-calculator|report)/.test(u))).toEqual([]);
});

test('the live preview folds away to give the soil table the width, and stays folded', async ({
  page,
  signedIn,
}) => {
  await openInputTab(page, signedIn.token, 'Fold site');
  const soil = page.getByRole('table', { name: 'Soil layers' });
  await expect(page.getByTestId('live-preview')).toBeVisible();
  // The width the soil table is shown in: its scroller's (TableScroll: frame > scroller > box > table).
  const shownWidth = () => soil.evaluate((t) => t.parentElement!.parentElement!.clientWidth);
  const beside = await shownWidth();

  await page.getByRole('button', { name: 'Hide the live preview' }).click();
  await expect(page.getByTestId('live-preview')).toHaveCount(0);
  // At 1440 px the preview's 380 px (and the gap) go to the table.
  await expect.poll(shownWidth).toBeGreaterThan(beside + 300);

  // Folded in this browser until unfolded: a reload keeps it.
  await page.reload();
  await page.getByRole('tab', { name: 'Input', exact: true }).click();
  await expect(soil).toBeVisible();
  await expect(page.getByTestId('live-preview')).toHaveCount(0);
  // The folded strip, its vertical label included, passes axe as the rest of the screen does.
  await page.mouse.move(0, 0);
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.getByRole('button', { name: 'Show the live preview' }).click();
  await expect(page.getByTestId('live-preview')).toContainText('It is not the design');
  await expect.poll(shownWidth).toBe(beside);
});

test('scrolled to its last column, the soil table keeps each layer’s number and name in view', async ({
  page,
  signedIn,
}) => {
  await openInputTab(page, signedIn.token, 'Sticky site');
  const soil = page.getByRole('table', { name: 'Soil layers' });
  await expect(soil).toBeVisible();
  // Beside the live preview the table shows a few of its 17 columns: its last needs a scroll.
  const name = soil.getByRole('textbox', { name: /^Layer 1 Soil Name/ });
  const scrolled = await soil.evaluate((t) => {
    const scroller = t.closest<HTMLElement>('[data-table-scroll]')!;
    scroller.scrollLeft = scroller.scrollWidth;
    return scroller.scrollLeft;
  });
  expect(scrolled).toBeGreaterThan(300);
  // The name's input is where it was, on top (not under a cell that scrolled over it), and the
  // row number beside it.
  const onTop = await name.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === el;
  });
  expect(onTop).toBe(true);
  await expect(name).toBeInViewport();
  const number = soil.getByRole('cell', { name: '1', exact: true });
  const [numberBox, nameBox, tableBox] = await Promise.all([
    number.boundingBox(),
    name.boundingBox(),
    soil.evaluate((t) => t.closest<HTMLElement>('[data-table-scroll]')!.getBoundingClientRect().left),
  ]);
  expect(numberBox!.x).toBeLessThan(nameBox!.x);
  expect(numberBox!.x - tableBox).toBeLessThan(8);
});
