// Analyses kept from one design of a pile to the next (the live preview): every result is the cold
// run's, field for field, whatever was edited between the runs; what is reused is what the edit
// left unchanged, and no more is kept than the last run used.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KeptAnalyses } from './kept-analyses';
import { designOnePier, type OnePierChoice } from './one-pier';

type Row = { loadType: string; loadCase: string; Vx_N?: number };
const example = () =>
  JSON.parse(
    readFileSync(new URL('../../examples/projects/generic-100mw-site-d.json', import.meta.url), 'utf8'),
  ) as { tracker: { generic: { rows: Row[] } }; soil: { layers: { phiDeg?: number }[] } };
const SAP: OnePierChoice = { pierTypeId: 'SAP', section: 'W6x8.5', embedment_m: 3, pileHeight_m: 1.22 };

function design(input: unknown, choice: OnePierChoice, kept: KeptAnalyses | null) {
  const run = designOnePier(input, choice, {}, kept);
  if (!run.ok) throw new Error(JSON.stringify(run.errors));
  return run;
}

describe('KeptAnalyses', () => {
  it('gives the cold run’s result after each edit, reusing only what the edit left unchanged', () => {
    const kept = new KeptAnalyses();
    const input = example();
    const first = design(input, SAP, kept);
    expect(first).toEqual(design(input, SAP, null));
    expect(kept.reused).toBe(0);
    expect(kept.analysisCount).toBe(first.analyses);

    // One load of SAP's W0 case: its combinations are solved again, the others' analyses reused.
    const w0 = input.tracker.generic.rows.find((r) => r.loadType === 'SAP' && r.loadCase === 'W0')!;
    w0.Vx_N = w0.Vx_N! * 1.5;
    const edited = design(input, SAP, kept);
    expect(edited).toEqual(design(input, SAP, null));
    expect(edited.pier.profiles).not.toEqual(first.pier.profiles);
    expect(kept.reused).toBeGreaterThan(first.analyses / 2);
    expect(kept.reused).toBeLessThan(first.analyses);

    // Another section, another embedment: the cold run's again.
    for (const choice of [
      { ...SAP, section: 'W6x12' },
      { ...SAP, section: 'W6x12', embedment_m: 2.5 },
    ]) {
      const run = design(input, choice, kept);
      expect(run).toEqual(design(input, choice, null));
      expect(kept.analysisCount).toBe(run.analyses);
    }

    // The soil changes every analysis: nothing is reused.
    const reusedBefore = kept.reused;
    input.soil.layers[1]!.phiDeg = (input.soil.layers[1]!.phiDeg ?? 30) + 2;
    const soil = design(input, { ...SAP, section: 'W6x12', embedment_m: 2.5 }, kept);
    expect(soil).toEqual(design(input, { ...SAP, section: 'W6x12', embedment_m: 2.5 }, null));
    expect(kept.reused).toBe(reusedBefore);
  });
});
