// Any design input a client saved opens in the Settings, Design input, Load tests and Input tabs: the payload
// is any JSON object (spec §7 add: design), so a value of another type at any depth (a list where
// an object stood, a string for a number, null in a table's rows) must show as a problem to fix,
// never as a blank page. Each sample is an example of one of the four design modes with one to
// three values changed (testing/changed-inputs.ts); every tab of the Input panel is opened, and
// the live preview beside them answers a design or what is missing.
// Longer by hand (jsdom keeps some 30 MB of each sample: give it room):
// INPUT_FUZZ_RUNS=150 INPUT_FUZZ_SEED=7 NODE_OPTIONS=--max-old-space-size=8000 npx vitest run <this file>
import { cleanup, fireEvent, screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProject, renderWithProviders } from '../../../../testing/render';
import { resetDesignInputDraft } from '../../../../testing/draft';
import { changedInputs, EXAMPLE_INPUTS, withValueAt } from '../../../../testing/changed-inputs';
import LoadTestsTab from '../../../../features/load-tests/components/load-tests-tab';
import DesignInputTab from '../../../../features/design-input/components/design-input-tab';
import {
  computePreview,
  previewEmbedments,
  previewSections,
} from '../../../../features/live-preview/preview-compute';
import { diffDesignInputs } from '@pilewise/presentation';
import { InputPanel, SettingsPanel } from '../../../../features/project-input/components/input-panels';
import { pierTypeIds } from '../../../../features/project-input/pier-types';

const RUNS = Number(process.env.INPUT_FUZZ_RUNS ?? 12);

beforeEach(() => resetDesignInputDraft());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('any saved design input opens in the Settings and Input tabs', () => {
  it(`${RUNS} inputs changed at any depth: every tab renders`, async () => {
    // First the inputs that once blanked the page (a toFixed RangeError, lists that were not lists).
    const known = [
      { path: ['tracker', 'generic', 'rows', 27, 'Mx_Nm'], value: -4.295e-266 },
      { path: ['tracker', 'generic', 'rows'], value: 0 },
      { path: ['pileHeights_m'], value: { a: 1 } },
      { path: ['settings', 'userSections'], value: [null] },
      { path: ['tracker', 'ati_pier_loads', 'groundForceTables', 0], value: null },
      { path: ['project', 'unitSystem'], value: -1 },
    ].map((c) => {
      const example = c.path[1] === 'ati_pier_loads' ? EXAMPLE_INPUTS.arrayTech : EXAMPLE_INPUTS.generic;
      return { input: withValueAt(example, c.path, c.value), changes: [c], example };
    });
    const samples = [
      ...known,
      ...fc.sample(changedInputs, { seed: Number(process.env.INPUT_FUZZ_SEED ?? 20261130), numRuns: RUNS }),
    ];
    const failures: string[] = [];
    for (const { input, changes } of samples) {
      const where = JSON.stringify(changes).slice(0, 300);
      if (process.env.INPUT_FUZZ_TRACE) console.log('SAMPLE', where, process.memoryUsage().heapUsed >> 20);
      resetDesignInputDraft();
      const project = makeProject({ design: { designInput: input } });
      try {
        const settings = renderWithProviders(<SettingsPanel project={project} readOnly={false} />);
        await screen.findByRole('button', { name: 'Save input' });
        settings.unmount();
        const designInput = renderWithProviders(<DesignInputTab project={project} readOnly={false} />);
        await screen.findByRole('button', { name: /Download/ });
        designInput.unmount();
        const loadTests = renderWithProviders(<LoadTestsTab project={project} readOnly={false} />);
        await screen.findByRole('button', { name: 'Fit the soil to the tests' });
        loadTests.unmount();
        renderWithProviders(<InputPanel project={project} readOnly={false} />);
        const tabs = await screen.findAllByRole('tab');
        for (const tab of tabs) {
          if (tab.hasAttribute('data-disabled')) continue;
          fireEvent.click(tab);
          screen.getByRole('tabpanel');
        }
      } catch (e) {
        failures.push(`${(e as Error).message.split('\n')[0]} after ${where}`);
      }
      cleanup();
    }
    expect(failures).toEqual([]);
  }, 300_000);
});

describe('the live preview of any saved input', () => {
  it('answers a design or what is missing for an example changed at any depth, never throws', () => {
    const samples = fc.sample(changedInputs, {
      seed: 20261130,
      numRuns: Number(process.env.INPUT_FUZZ_RUNS ?? 60),
    });
    // first the one whose null section entry broke the section list once
    const known = withValueAt(EXAMPLE_INPUTS.generic, ['settings', 'sectionFamily'], undefined);
    samples.unshift({
      input: withValueAt(known, ['settings', 'userSections'], [null]),
      changes: [{ path: ['settings', 'userSections'], value: [null] }],
      example: EXAMPLE_INPUTS.generic,
    });
    for (const { input: changed, changes } of samples) {
      const where = JSON.stringify(changes).slice(0, 300);
      const answer = computePreview(changed, pierTypeIds(changed), {});
      expect(answer.ok || answer.missing.length > 0, where).toBe(true);
      expect(Array.isArray(previewSections(changed)), where).toBe(true);
      expect(Array.isArray(previewEmbedments(changed)), where).toBe(true);
    }
  });
});

describe('the revisions compare and the save conflict of any saved input', () => {
  it('diff an example against itself changed at any depth, both ways, without throwing', () => {
    const samples = fc.sample(changedInputs, {
      seed: 20261201,
      numRuns: Number(process.env.INPUT_FUZZ_RUNS ?? 60),
    });
    for (const { input: changed, changes, example: original } of samples) {
      const where = JSON.stringify(changes).slice(0, 300);
      for (const [before, after] of [
        [original, changed],
        [changed, original],
      ]) {
        const diff = diffDesignInputs(before, after, 'metric');
        expect(Array.isArray(diff.groups) && Number.isInteger(diff.changedCount), where).toBe(true);
      }
    }
  });
});
