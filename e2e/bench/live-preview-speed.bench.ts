import { readFileSync } from 'node:fs';
import { createProject } from '../support/api';
import { expect, test } from '../support/fixtures';
import { medianOf } from './median';

// Issue 13 "Live preview": the side panel is "updated within 100 ms of a keystroke". The engine's
// example project on the input tabs at 1440 px (the panel shows from 1408 px); a value typed into
// a load cell, and the time, in Chromium, until the preview has shown the answer computed from it
// (the panel's data-answered count moves on, nothing is pending) and the next frame is painted.
// The median of 15 edits is printed against the target; a slow (loaded) machine does not fail
// it, but every edit must reach the preview. Run by hand: see apps/web/bench/README.md.

const EDITS = 15;
const TARGET_MS = 100;

test(`times keystroke to live preview in Chromium (target: under ${TARGET_MS} ms, median)`, async ({
  page,
  signedIn,
}) => {
  test.setTimeout(180_000);
  const example = JSON.parse(
    readFileSync(
      new URL('../../packages/engine/examples/projects/generic-100mw-site-d.json', import.meta.url),
      'utf8',
    ),
  );
  const project = await createProject(signedIn.token, {
    name: 'Preview speed',
    client: 'Solar Co',
    design: { designInput: example },
  });
  await page.goto(`/update-project?id=${project._id}`);
  await page.getByRole('tab', { name: 'Input', exact: true }).click();
  const preview = page.getByTestId('live-preview');
  await expect(preview.getByTestId('live-preview-values')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('tab', { name: /Pile Head Loads/ }).click();
  const cell = page
    .getByRole('table', { name: 'Pile head loads' })
    .getByRole('textbox', { name: 'Load 3 Vx (kip)' });
  await expect(cell).toBeVisible();
  await expect(preview).toHaveAttribute('data-pending', 'false', { timeout: 30_000 });

  const { out: times, engine } = await cell.evaluate(async (input: HTMLInputElement, edits: number) => {
    const panel = document.querySelector<HTMLElement>('[data-testid="live-preview"]')!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const answered = () => Number(panel.dataset.answered);
    const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    /** Resolves once an answer after `seen` is on screen and none is pending (or after 10 s: NaN). */
    const shown = (seen: number) =>
      new Promise<boolean>((resolve) => {
        const done = () => answered() > seen && panel.dataset.pending === 'false';
        if (done()) return resolve(true);
        const observer = new MutationObserver(() => {
          if (!done()) return;
          observer.disconnect();
          resolve(true);
        });
        observer.observe(panel, { attributes: true, attributeFilter: ['data-answered', 'data-pending'] });
        setTimeout(() => {
          observer.disconnect();
          resolve(false);
        }, 10_000);
      });
    const out: number[] = [];
    const engine: number[] = [];
    input.focus();
    for (let i = 0; i < edits; i++) {
      const seen = answered();
      const t0 = performance.now();
      // A keystroke's worth: the value as typed, one input event (as the table bench does).
      setValue.call(input, (1.5 + i * 0.1).toFixed(1));
      input.dispatchEvent(new Event('input', { bubbles: true }));
      const ok = await shown(seen);
      await frame();
      out.push(ok ? performance.now() - t0 : Number.NaN);
      engine.push(Number(panel.dataset.computeMs));
      // The next edit starts from a quiet page (a user pausing between values).
      await new Promise((r) => setTimeout(r, 150));
    }
    return { out, engine };
  }, EDITS);

  const median = medianOf(times);
  console.log(
    `[bench] Chromium keystroke to live preview: median ${median.toFixed(0)} ms (of ${times.map((t) => t.toFixed(0)).join(', ')})`,
  );
  // The engine's share (designOnePier on the worker): what a faster page alone cannot take off.
  console.log(`[bench] of which the engine on the worker: median ${medianOf(engine).toFixed(0)} ms`);
  console.log(`[bench] target ${TARGET_MS} ms: ${median < TARGET_MS ? 'met' : 'NOT met'}`);
  // every edit reached the preview (an edit the preview never showed would be NaN)
  expect(times.filter((t) => Number.isNaN(t))).toEqual([]);
  await expect(cell).toHaveValue((1.5 + (EDITS - 1) * 0.1).toFixed(1));
});

// The first answer: a project opened on its Details tab, read for a moment, then the Input tab
// opened, and the time until the preview shows its first answer, with when the Input tab's soil
// table and the panel showed. Medians of 5 projects, each in a new document (nothing of the worker
// left from the one before; the assets cached, as on a second visit). Playwright's polling adds
// some tens of ms to each mark. Session 21 measured 1,002 ms (table 476, panel 761, engine 94 ms),
// most of it React's wait before it reveals a lazy component's content after its Suspense
// fallback (some 300 ms, twice: the Input tab, then the panel); with the tabs and the panel loaded
// ahead and mounted without suspending (lib/preloadable.tsx) 504-539 ms (table 260-284, panel
// 273-303). A spare worker made ahead gave nothing beyond the noise and was not kept.
const FIRST_OPENINGS = 5;
/** How long the engineer reads the Details tab before opening Input, ms. */
const READING_MS = 1500;

test('times opening the Input tab to the live preview’s first answer', async ({ page, signedIn }) => {
  test.setTimeout(180_000);
  const example = JSON.parse(
    readFileSync(
      new URL('../../packages/engine/examples/projects/generic-100mw-site-d.json', import.meta.url),
      'utf8',
    ),
  );
  const times: number[] = [];
  const tables: number[] = [];
  const panels: number[] = [];
  const engine: number[] = [];
  for (let i = 0; i < FIRST_OPENINGS; i++) {
    const project = await createProject(signedIn.token, {
      name: `First answer ${i}`,
      client: 'Solar Co',
      design: { designInput: example },
    });
    // A new document each time: the worker of the one before ended with it.
    await page.goto(`/update-project?id=${project._id}`);
    await expect(page.getByRole('tab', { name: 'Input', exact: true })).toBeVisible();
    await page.waitForTimeout(READING_MS);
    const t0 = Date.now();
    await page.getByRole('tab', { name: 'Input', exact: true }).click();
    const preview = page.getByTestId('live-preview');
    // the parts: the Input tab's forms (its soil table), the panel, its first answer
    await expect(page.getByRole('table', { name: 'Soil layers' })).toBeVisible();
    tables.push(Date.now() - t0);
    await expect(preview).toBeVisible();
    panels.push(Date.now() - t0);
    await expect(preview).toHaveAttribute('data-answered', /^[1-9]/, { timeout: 30_000 });
    times.push(Date.now() - t0);
    engine.push(Number(await preview.getAttribute('data-compute-ms')));
  }
  console.log(
    `[bench] Chromium Input tab opened to the live preview's first answer: median ${medianOf(times)} ms (of ${times.join(', ')}); the soil table shown at ${medianOf(tables)} ms, the panel at ${medianOf(panels)} ms; the engine's share ${medianOf(engine)} ms`,
  );
  expect(times).toHaveLength(FIRST_OPENINGS);
});
