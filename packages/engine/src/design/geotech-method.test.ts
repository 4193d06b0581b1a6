/**
 * The geotechnical checks of a candidate follow the project's one design method (issue 9):
 * frost heave against φ·R + 0.9(D + pile weight) under LRFD, R/FS + 0.6(D + pile weight) under
 * ASD, with the sustained-uplift factor (frost heave is a sustained load). Checked on the Las Vegas
 * example (frost depth 0.3 m, adfreeze 69 kPa, capacity from load tests), before any analysis.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { evaluateCandidate } from './candidate';
import { parseDesignInput } from './design-input';
import { buildDesignProblem } from './design-problem';
import { LateralMemo } from './lateral-memo';
import { corrodedSections } from './search';

const FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../examples/projects/nextracker-100mw-unbalanced.json',
);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function frostOf(change: (j: any) => void) {
  const j = JSON.parse(readFileSync(FILE, 'utf8'));
  change(j);
  const parsed = parseDesignInput(j);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const p = buildDesignProblem(parsed.value);
  if (!p.ok) throw new Error(JSON.stringify(p.errors));
  const settings = p.problem.settings;
  // a memo that solves nothing: the candidate stops (cancelled) after the checks without analysis
  const ctx = {
    settings,
    memo: new LateralMemo(settings, () => false),
    corroded: corrodedSections(settings),
  };
  const pc = p.problem.piers[0]!;
  const r = evaluateCandidate(ctx, pc, 0, 1.5, { stopAtFirstFailure: false, firstCombo: null });
  const frost = r.checks.find((c) => c.check.id === 'frost-heave')!.check;
  return { frost, pc, section: settings.sections[0]! };
}

it('LRFD: frost heave against φ_sustained × R + 0.9 (D + pile weight)', () => {
  const { frost, pc, section } = frostOf(() => {});
  const d = frost.details as Record<string, number>;
  // φ 0.60 (AASHTO LRFD Table 10.5.5.2.3-1, uplift from a static load test; engineer to confirm)
  expect(d.phi).toBe(0.6);
  expect(d.deadLoadFactor).toBe(0.9);
  const Wp = section.weight_N_per_m * (pc.pileHeight_m + 1.5);
  // nominal uplift side resistance below max(frost 0.3 m, neglect 0.3 m) to the toe at 1.5 m, from the
  // vertical table (0–1 m: 25 kPa, 1–3 m: 30 kPa): (25 kPa × 0.7 m + 30 kPa × 0.5 m) × 2(d + bf)
  expect(d.skinUpBelowFrost_nominal_N).toBeCloseTo(
    (25e3 * 0.7 + 30e3 * 0.5) * 2 * (section.d_m + section.bf_m),
    6,
  );
  // capacity = 0.6 × nominal side resistance below the frost depth + 0.9 × (D + Wp)
  expect(frost.capacity).toBeCloseTo(0.6 * d.skinUpBelowFrost_nominal_N! + 0.9 * (pc.deadLoad_N + Wp), 6);
  // demand: adfreeze 69 kPa × box perimeter 2(d + bf) × 0.3 m
  expect(frost.demand).toBeCloseTo(69e3 * 2 * (section.d_m + section.bf_m) * 0.3, 6);
  expect(frost.reference).toMatch(/sustained uplift \(frost heave\)/);
  expect(frost.reference).toMatch(/engineer to confirm/);
});

it('ASD: frost heave against R / FS_sustained + 0.6 (D + pile weight), FS 2 from load tests (IBC 1810.3.3.1.5)', () => {
  const { frost, pc, section } = frostOf((j) => (j.settings.designMethod = 'ASD'));
  const d = frost.details as Record<string, number>;
  expect(d.FS).toBe(2);
  expect(d.deadLoadFactor).toBe(0.6);
  const Wp = section.weight_N_per_m * (pc.pileHeight_m + 1.5);
  expect(frost.capacity).toBeCloseTo(d.skinUpBelowFrost_nominal_N! / 2 + 0.6 * (pc.deadLoad_N + Wp), 6);
  // the sustained FS is cited, and read in the code text: not flagged
  expect(frost.details?.engineerToConfirm).toBe(false);
});
