// The memo's seed interpolation walks both meshes once; it must give valueAtDepth's numbers
// bit for bit (a seed that differs in the last bit changes where Newton stops, so every number
// of a design downstream of it). The memo's starts from other loads on the same pile must cost
// fewer iterations than a cold solve and give its answer within the solver's tolerance.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { valueAtDepth } from '../lateral';
import { parseDesignInput } from './design-input';
import { buildDesignProblem } from './design-problem';
import { interpolateOnto, LateralMemo, seedDeflections, type PileKey } from './lateral-memo';

/** Sorted depths (top down, repeats allowed) from arbitrary doubles in [lo, hi]. */
const mesh = (lo: number, hi: number, min: number, max: number) =>
  fc
    .array(fc.double({ min: lo, max: hi, noNaN: true }), { minLength: min, maxLength: max })
    .map((a) => Float64Array.from(a.sort((x, y) => x - y)));

describe('interpolateOnto', () => {
  it('equals valueAtDepth at every node, bit for bit (meshes overlapping, wider, narrower, repeated depths)', () => {
    fc.assert(
      fc.property(
        mesh(-3, 6, 2, 60).filter((z) => z[0]! < z[z.length - 1]!),
        mesh(-4, 8, 1, 60),
        fc.array(fc.double({ min: -1, max: 1, noNaN: true }), { minLength: 60, maxLength: 60 }),
        fc.array(fc.nat(), { maxLength: 30 }),
        (zFrom, zOwn, v, shared) => {
          // meshes share nodes (the pile top, layer breaks): some depths are zFrom's own
          const z = Float64Array.from(
            [...zOwn, ...shared.map((k) => zFrom[k % zFrom.length]!)].sort((a, b) => a - b),
          );
          const y = Float64Array.from(v.slice(0, zFrom.length));
          const got = interpolateOnto(zFrom, y, z);
          for (let i = 0; i < z.length; i++)
            expect(Object.is(got[i], valueAtDepth(zFrom, y, z[i]!))).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('on two design meshes (same reveal, embedments 2.25 m and 2.5 m, 100 elements)', () => {
    const m = (L: number) => Float64Array.from({ length: 101 }, (_, i) => -1.37 + ((L + 1.37) * i) / 100);
    const zFrom = m(2.25);
    const y = zFrom.map((z) => Math.exp(-z) * Math.cos(3 * z));
    const z = m(2.5);
    const got = interpolateOnto(zFrom, y, z);
    z.forEach((zi, i) => expect(got[i]).toBe(valueAtDepth(zFrom, y, zi)));
  });
});

describe('interpolateOnto into a buffer', () => {
  it('overwrites every entry of the buffer given and returns it', () => {
    const zFrom = Float64Array.of(-1, 0, 1, 2);
    const y = Float64Array.of(4, 3, 2, 1);
    const z = Float64Array.of(-2, -0.5, 0.25, 1.5, 3);
    const out = new Float64Array(5).fill(Number.NaN);
    expect(interpolateOnto(zFrom, y, z, out)).toBe(out);
    expect(Array.from(out)).toEqual(Array.from(interpolateOnto(zFrom, y, z)));
  });
});

describe('seedDeflections', () => {
  it("is the other pile's deflections down to its toe, and 0 below it", () => {
    // a 2 m pile's deflections (toe kick-back −1 mm) seeding a 3 m pile's nodes
    const zFrom = Float64Array.of(-1, 0, 1, 2);
    const yFrom = Float64Array.of(0.01, 0.004, 0, -0.001);
    const z = Float64Array.of(-1, 0.5, 2, 2.5, 3);
    const seed = seedDeflections(zFrom, yFrom, z);
    expect(Array.from(seed)).toEqual([0.01, 0.002, -0.001, 0, 0]);
    // above the toe, the interpolation itself, bit for bit
    const interpolated = interpolateOnto(zFrom, yFrom, z);
    for (let i = 0; i < 3; i++) expect(seed[i]).toBe(interpolated[i]);
    // a shorter pile seeded from a longer one: nothing below the toe to zero
    expect(Array.from(seedDeflections(zFrom, yFrom, Float64Array.of(-1, 1.5)))).toEqual(
      Array.from(interpolateOnto(zFrom, yFrom, Float64Array.of(-1, 1.5))),
    );
  });
});

describe('LateralMemo', () => {
  const raw = JSON.parse(
    readFileSync(new URL('../../examples/projects/generic-100mw-site-d.json', import.meta.url), 'utf8'),
  ) as unknown;
  const parsed = parseDesignInput(raw);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const built = buildDesignProblem(parsed.value);
  if (!built.ok) throw new Error(JSON.stringify(built.errors));
  const settings = built.problem.settings;
  const pileAt = (embedment_m: number): PileKey => ({
    pileHeight_m: 1.3,
    sectionIndex: 0,
    section: settings.sections[0]!,
    corroded: null,
    embedment_m,
  });
  const loads = { H_N: 6e3, M_Nm: 2e3, P_N: 1e4 };

  it('shares the p-y curve of a depth between the piles with a node there, and only there', () => {
    const memo = new LateralMemo(settings);
    const short = memo.get(pileAt(2), 'strong', loads)!;
    const long = memo.get(pileAt(3.5), 'strong', loads)!;
    const weak = memo.get(pileAt(2), 'weak', loads)!;
    const curveAtDepth = (a: typeof short, z: number) => a.model.curves[a.model.z_m.indexOf(z)];
    // the lateral-neglect depth (where the springs start) is a node of every mesh
    const z = settings.soil.lateralNeglectDepth_m;
    expect(curveAtDepth(short, z)).toBeTruthy();
    expect(curveAtDepth(long, z)).toBe(curveAtDepth(short, z));
    // another axis, another pile width: its own curve
    expect(curveAtDepth(weak, z)).not.toBe(curveAtDepth(short, z));
    expect(curveAtDepth(weak, z)!.p(0.01)).not.toBe(curveAtDepth(short, z)!.p(0.01));
  });

  it('keeps no analysis tied to the seed buffer it reuses', () => {
    const memo = new LateralMemo(settings);
    const chain = [2, 2.25, 2.5, 2.75].map((L) => {
      const a = memo.get(pileAt(L), 'strong', loads)!;
      return { a, y: Array.from(a.result.solution.y_m) };
    });
    expect(memo.seeded).toBe(3);
    // every later solve wrote its seed into the buffer: no earlier answer moved
    for (const { a, y } of chain) expect(Array.from(a.result.solution.y_m)).toEqual(y);
  });

  /** Largest |a − b| over the largest |b|. */
  const relativeDifference = (a: Float64Array, b: Float64Array) => {
    let d = 0;
    let m = 0;
    b.forEach((v, i) => ((d = Math.max(d, Math.abs(a[i]! - v))), (m = Math.max(m, Math.abs(v)))));
    return d / m;
  };
  const times = (k: number, l: typeof loads) => ({ H_N: k * l.H_N, M_Nm: k * l.M_Nm, P_N: k * l.P_N });

  it('starts other loads on a pile from its nearest converged state, scaled: fewer iterations, the cold answer', () => {
    const memo = new LateralMemo(settings);
    const cold = new LateralMemo(settings, () => true, false);
    const first = memo.get(pileAt(2.5), 'strong', loads)!;
    expect(memo.seeded).toBe(0);
    // the 1.6 × ASD loads (candidate.ts) from the 1.0 × state, times 1.6
    const strength = memo.get(pileAt(2.5), 'strong', times(1.6, loads), 'asd-strength')!;
    const strengthCold = cold.get(pileAt(2.5), 'strong', times(1.6, loads), 'asd-strength')!;
    expect(memo.seeded).toBe(1);
    expect(strength.result.iterations).toBeLessThan(strengthCold.result.iterations);
    expect(relativeDifference(strength.result.solution.y_m, strengthCold.result.solution.y_m)).toBeLessThan(
      2e-6,
    );
    // the mirrored 1.6 × loads (−H, −M, the same P): the mirror image of their twin, not solved
    const mirroredStrength = memo.get(pileAt(2.5), 'strong', times(-1.6, { ...loads, P_N: -loads.P_N }))!;
    expect(mirroredStrength.loads.P_N).toBe(strength.loads.P_N);
    expect(memo.mirrored).toBe(1);
    expect(Array.from(mirroredStrength.result.solution.y_m, (y) => y + 0)).toEqual(
      Array.from(strength.result.solution.y_m, (y) => -y + 0),
    );
    // the earlier answers are not tied to the start buffer the later solves wrote
    expect(first.head_m).toBe(first.result.solution.y_m[0]);
    expect(strength.result.solution.y_m[0]).toBe(strength.head_m);
  });

  it.each([
    // the top clay under water (Reese 1975): past its peak p falls to a residual, so a pile can
    // stand in two equilibria, and a start from other loads once found the one 5.7 times as deflected
    ['softens', { model: 'stiff-clay-free-water', cu_Pa: 100e3, k_N_per_m3: 135e6 }],
    // liquefied sand (Rollins et al. 2005), p ∝ y^C, C > 1: under P a straight pile may tip, and a
    // 1.6 × ASD start once stood past the point where the lone analysis loses its stiffness
    ['stiffens', { model: 'liquefied-sand' }],
  ] as const)(
    'on a soil that %s, starts nothing from another analysis: every answer is the cold one, bit for bit',
    (_, top) => {
      const site = raw as { soil: { layers: Record<string, unknown>[] } };
      const layers = site.soil.layers.map((L, i) => (i === 0 ? { ...L, ...top } : L));
      const p = parseDesignInput({ ...site, soil: { ...site.soil, layers } });
      if (!p.ok) throw new Error(JSON.stringify(p.errors));
      const b = buildDesignProblem(p.value);
      if (!b.ok) throw new Error(JSON.stringify(b.errors));
      const siteSettings = b.problem.settings;
      const memo = new LateralMemo(siteSettings);
      const cold = new LateralMemo(siteSettings, () => true, false);
      const asked = [
        [2, loads],
        [2, times(1.6, loads)],
        [2.25, loads],
        [2.25, times(0.5, loads)],
        [2.5, times(1.6, loads)],
      ] as const;
      let converged = 0;
      for (const [L, l] of asked) {
        const a = memo.get({ ...pileAt(L), section: siteSettings.sections[0]! }, 'strong', l)!;
        const c = cold.get({ ...pileAt(L), section: siteSettings.sections[0]! }, 'strong', l)!;
        expect(Array.from(a.result.solution.y_m)).toEqual(Array.from(c.result.solution.y_m));
        if (a.converged) converged++;
      }
      // converged analyses to start from were there
      expect(converged).toBeGreaterThanOrEqual(3);
      expect(memo.seeded).toBe(0);
      // the same chain on the example's own soil (no curve falls nor stiffens) is started from others
      const seededMemo = new LateralMemo(settings);
      for (const [L, l] of asked) seededMemo.get(pileAt(L), 'strong', l);
      expect(seededMemo.seeded).toBeGreaterThan(0);
    },
  );

  it('starts loads solved at two other axial loads on the line through them, and other loads along its slope: one iteration, the cold answer', () => {
    const memo = new LateralMemo(settings);
    const cold = new LateralMemo(settings, () => true, false);
    const atP = (P_N: number) => ({ ...loads, P_N });
    memo.get(pileAt(2.5), 'strong', atP(1e4))!;
    // from the one state of these lateral loads, scaled (a factor 1): as its P-delta leaves it
    const second = memo.get(pileAt(2.5), 'strong', atP(2e4))!;
    // from the line through the two, halfway (a cold solve takes three)
    const third = memo.get(pileAt(2.5), 'strong', atP(1.5e4))!;
    const thirdCold = cold.get(pileAt(2.5), 'strong', atP(1.5e4))!;
    expect(memo.seeded).toBe(2);
    expect(second.result.iterations).toBeGreaterThan(1);
    expect(third.result.iterations).toBe(1);
    expect(thirdCold.result.iterations).toBeGreaterThan(1);
    expect(relativeDifference(third.result.solution.y_m, thirdCold.result.solution.y_m)).toBeLessThan(2e-6);
    expect(
      relativeDifference(third.result.solution.moment_Nm, thirdCold.result.solution.moment_Nm),
    ).toBeLessThan(2e-6);
    // other lateral loads at one P, then at another: moved along P by the slope of the first two
    const other = (P_N: number) => ({ H_N: 0.9 * loads.H_N, M_Nm: 0.9 * loads.M_Nm, P_N });
    memo.get(pileAt(2.5), 'strong', other(1e4))!;
    const moved = memo.get(pileAt(2.5), 'strong', other(1.5e4))!;
    const movedCold = cold.get(pileAt(2.5), 'strong', other(1.5e4))!;
    expect(moved.result.iterations).toBe(1);
    // the same, on a pile whose other lateral loads have one P: scaled alone, two iterations
    const unmoved = new LateralMemo(settings);
    unmoved.get(pileAt(2.5), 'strong', atP(1e4));
    unmoved.get(pileAt(2.5), 'strong', other(1e4));
    expect(unmoved.get(pileAt(2.5), 'strong', other(1.5e4))!.result.iterations).toBeGreaterThan(1);
    expect(relativeDifference(moved.result.solution.y_m, movedCold.result.solution.y_m)).toBeLessThan(2e-6);
  });

  it('a mirrored twin is the negated solution, as a cold solve of the mirrored loads gives it', () => {
    // the independent check: a solve of its own, cold, from the secant first guess (its springs
    // depend on |y| only, so the cold path is sign-symmetric step by step)
    const mirror = { H_N: -loads.H_N, M_Nm: -loads.M_Nm, P_N: loads.P_N };
    const memo = new LateralMemo(settings);
    const twin = memo.get(pileAt(2.25), 'weak', loads)!;
    const taken = memo.get(pileAt(2.25), 'weak', mirror)!;
    expect(memo.mirrored).toBe(1);
    expect(memo.solved).toBe(1);
    const solvedCold = new LateralMemo(settings, () => true, false).get(pileAt(2.25), 'weak', mirror)!;
    // (zeros compared as zeros: −0 and +0 are one number in a result)
    const values = (a: Float64Array, sign = 1) => Array.from(a, (v) => sign * v + 0);
    for (const profile of ['y_m', 'rotation_rad', 'moment_Nm', 'shear_N', 'soilReaction_N_per_m'] as const) {
      expect(values(taken.result.solution[profile])).toEqual(values(solvedCold.result.solution[profile]));
      expect(values(taken.result.solution[profile])).toEqual(values(twin.result.solution[profile], -1));
    }
    expect(taken.result.status).toBe(solvedCold.result.status);
    expect(taken.firstZero_m).toBe(twin.firstZero_m);
    expect(taken.loads).toEqual(mirror);
    // a cold memo solves each loads on their own: no mirror image
    const cold = new LateralMemo(settings, () => true, false);
    cold.get(pileAt(2.25), 'weak', loads);
    cold.get(pileAt(2.25), 'weak', mirror);
    expect([cold.solved, cold.mirrored]).toEqual([2, 0]);
  });

  it('retainHeight keeps the analyses of the height it is given and drops every other', () => {
    const memo = new LateralMemo(settings);
    const here = pileAt(2.5);
    const taller = { ...here, pileHeight_m: here.pileHeight_m + 0.2 };
    memo.get(here, 'strong', loads);
    memo.get(taller, 'strong', loads);
    // the height in hand holds analyses: they stay, the other height's go
    memo.retainHeight(taller.pileHeight_m);
    expect(memo.known(taller, 'strong', loads)).toBeDefined();
    expect(memo.known(here, 'strong', loads)).toBeUndefined();
    // back to the first height: nothing of it is left, and the other is dropped in turn
    memo.retainHeight(here.pileHeight_m);
    expect(memo.known(taller, 'strong', loads)).toBeUndefined();
    expect(memo.known(here, 'strong', loads)).toBeUndefined();
    // solved again, a new analysis (counted), kept while the height stays
    const solved = memo.solved;
    memo.get(here, 'strong', loads);
    memo.retainHeight(here.pileHeight_m);
    expect(memo.solved).toBe(solved + 1);
    expect(memo.known(here, 'strong', loads)).toBeDefined();
  });

  it('lists no analysis beside its tables without a kept store: a height dropped is let go', () => {
    const memo = new LateralMemo(settings);
    memo.recordSolvedKeys();
    memo.get(pileAt(2.5), 'strong', loads);
    memo.get(pileAt(2.5), 'strong', times(1.6, loads));
    // a list of the run's analyses (used, or the keys' analyses) would hold them past retainHeight
    expect(memo.used.size).toBe(0);
    expect(memo.solvedKeys()).toHaveLength(2);
    expect(new LateralMemo(settings).solvedKeys()).toHaveLength(0);
  });

  it('seeds from analyses of the pile height in hand only (retainHeight): the same start whatever came before', () => {
    const memo = new LateralMemo(settings);
    memo.get(pileAt(2.5), 'strong', loads);
    memo.retainHeight(1.5);
    // a pile of another height: nothing of height 1.3 m is left to start from
    const other = memo.get({ ...pileAt(2.5), pileHeight_m: 1.5 }, 'strong', times(1.6, loads))!;
    expect(memo.seeded).toBe(0);
    const alone = new LateralMemo(settings).get(
      { ...pileAt(2.5), pileHeight_m: 1.5 },
      'strong',
      times(1.6, loads),
    )!;
    expect(Array.from(other.result.solution.y_m)).toEqual(Array.from(alone.result.solution.y_m));
  });
});
