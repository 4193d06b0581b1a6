/**
 * Nonlinear p-y analyses against refcases/lateral (openpile 1.0.2 with 101-point springs,
 * cross-checked by a second solver; mesh-converged to 0.2 %). README: a converged engine agrees
 * within 2 % on head and ground deflection and maximum moment, and within 0.1 m on the depth of
 * the maximum moment. Run at the Accuracy Lane (500 elements) and the Fast Lane (100).
 */
import { describe, expect, it } from 'vitest';
import { analyzeLateral } from '../../src/lateral';
import { lateralInputFromRefcase, type LateralRefcase } from './lateral-refcase-input';
import { loadRefcases, relDiff } from './refcases';

const cases = loadRefcases<LateralRefcase>('lateral').map((f) => f.data);

describe('nonlinear lateral analyses (refcases/lateral)', () => {
  it('finds A01, A03, A07, B01, B03', () => {
    expect(cases.map((c) => c.id.slice(0, 3))).toEqual(['A01', 'A03', 'A07', 'B01', 'B03']);
  });

  describe.each(
    cases.flatMap((c) =>
      [500, 100].map((elements) => ({ c, elements, name: `[${elements} elements] ${c.id}` })),
    ),
  )('$name', ({ c, elements }) => {
    const a = analyzeLateral(lateralInputFromRefcase(c, elements));
    if (!a.ok) throw new Error(JSON.stringify(a.errors));
    const r = a.result;
    const ref = c.results;

    it('converges', () => expect(r.status).toBe('converged'));
    it.each([
      ['head deflection (m)', r.headDeflection_m, ref.head_deflection_m],
      ['ground deflection (m)', r.groundDeflection_m, ref.ground_deflection_m],
      ['max moment (kN·m)', Math.abs(r.maxMoment_Nm) / 1e3, ref.max_moment_kNm],
    ])('%s: ours %d vs reference %d, within 2 %', (_n, got, want) => {
      expect(relDiff(got, want)).toBeLessThanOrEqual(0.02);
    });
    it(`depth of max moment: ours ${r.maxMomentDepth_m} vs ${ref.depth_of_max_moment_m}, within 0.1 m`, () => {
      expect(Math.abs(r.maxMomentDepth_m - ref.depth_of_max_moment_m)).toBeLessThanOrEqual(0.1);
    });
  });
});
