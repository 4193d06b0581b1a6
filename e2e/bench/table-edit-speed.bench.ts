import { readFileSync } from 'node:fs';
import { createProject } from '../support/api';
import { expect, test } from '../support/fixtures';
import { medianOf } from './median';

// Issue 8 "Entering numbers": a large table stays responsive. A Generic project with 500 pile
// head load rows; the median time, in Chromium, from a typed value in one cell to the next frame
// after React has committed it (the engine's check of the whole input follows, deferred), against
// the target of 200 ms. The figure is printed for the benchmark record; a slow (loaded) machine
// does not fail it, but the edits must land. Run by hand: see apps/web/bench/README.md.

const ROWS = 500;
const TARGET_MS = 200;

test(`times a cell edit of a ${ROWS}-row table in Chromium (target: under ${TARGET_MS} ms, median)`, async ({
  page,
  signedIn,
}) => {
  test.setTimeout(420_000);
  const generic = JSON.parse(
    readFileSync(
      new URL('../../packages/engine/examples/projects/generic-100mw-site-d.json', import.meta.url),
      'utf8',
    ),
  );
  const types = ['SAP', 'SAPE', 'SMP', 'HAP', 'HAPE', 'HMP', 'IDP', 'ERE'];
  generic.tracker.generic.rows = Array.from({ length: ROWS }, (_, i) => ({
    loadType: types[i % types.length],
    loadCase: `W${Math.floor(i / types.length)}`,
    P_N: 1000 + i,
    Vx_N: 100,
    Mx_Nm: 50,
  }));
  delete generic.seismic;
  const project = await createProject(signedIn.token, { name: 'Big table', client: 'Solar Co' });
  await page.goto(`/update-project?id=${project._id}`);
  await page.getByRole('tab', { name: 'Design input' }).click();
  const chooserOpened = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Load from file' }).click();
  await (
    await chooserOpened
  ).setFiles({
    name: 'big.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(generic)),
  });
  await page.getByRole('button', { name: 'Save design input' }).click();
  await expect(page.getByText('The saved design input of this project, which a run uses.')).toBeVisible();

  await page.getByRole('tab', { name: 'Input', exact: true }).click();
  await page.getByRole('tab', { name: /^Pile Head Loads/ }).click();
  const table = page.getByRole('table', { name: 'Pile head loads' });
  // The table's length: aria-rowcount (header row included) when its rows are windowed, else its rows.
  await expect
    .poll(
      () =>
        table.evaluate((el) =>
          el.hasAttribute('aria-rowcount')
            ? Number(el.getAttribute('aria-rowcount')) - 1
            : el.querySelectorAll('tbody tr').length,
        ),
      { timeout: 60_000 },
    )
    .toBe(ROWS);

  const times = await table.evaluate(async (el) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    // Untimed: scroll the row into view, as the user would before typing in it (a windowed table
    // renders a row only near the view: scroll past the last rendered row until it is there).
    const reach = async (row: number) => {
      for (let k = 0; k < 100; k++) {
        const cell = el.querySelector<HTMLInputElement>(`[data-cell="${row}:2"]`);
        if (cell) {
          cell.scrollIntoView({ block: 'center' });
          await frame();
          await frame();
          return el.querySelector<HTMLInputElement>(`[data-cell="${row}:2"]`)!;
        }
        [...el.querySelectorAll('tbody tr[aria-rowindex]')].at(-1)!.scrollIntoView({ block: 'start' });
        await frame();
      }
      throw new Error(`row ${row} never rendered`);
    };
    const out: number[] = [];
    for (let i = 0; i < 15; i++) {
      const cell = await reach(250 + i);
      cell.focus();
      const t0 = performance.now();
      setValue.call(cell, String(2 + i));
      cell.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      out.push(performance.now() - t0);
    }
    return out;
  });
  const median = medianOf(times);
  console.log(
    `[bench] Chromium cell edit at ${ROWS} rows: median ${median.toFixed(0)} ms (of ${times.map((t) => t.toFixed(0)).join(', ')})`,
  );
  console.log(`[bench] target ${TARGET_MS} ms per edit: ${median < TARGET_MS ? 'met' : 'NOT met'}`);
  // the last value typed is in the table (an edit that did nothing would be fast and wrong)
  await expect(table.locator('[data-cell="264:2"]')).toHaveValue('16');
});
