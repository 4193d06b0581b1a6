/**
 * Pile reveal details: the Axis of Rotation and the Design Load Application (product spec §3,
 * issue 8; src/design/load-application.ts). The axis of rotation is the height above grade of
 * the tracker's torque-tube rotation axis, where the tracker maker's pier loads act; the design
 * carries them to each pile top by statics of the rigid post above it: V unchanged,
 * M_top = M + V·(axis − reveal).
 *
 * Hand calculation on the rock pier (rock-pier-project.ts: one wind case W, one custom
 * combination 1.0W): W = Vx 10 kN, Mx 0, axis of rotation 1.6 m, reveal 1.2 m:
 *   lift = 1.6 − 1.2 = 0.4 m
 *   Vx_top = 10 kN;  Mx_top = 0 + 10 kN × 0.4 m = 4 kN·m
 * 'pileTop': lift 0 → Mx_top = 0. 'asEntered' (the table's 1.37 m): lift 0.17 m → 1.7 kN·m.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  buildDesignProblem,
  formatDesignInputErrors,
  parseDesignInput,
  runDesign,
  type DesignResult,
} from '../../src/design';
import { rockPierProject } from './rock-pier-project';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

function rockPier(settings: Record<string, unknown> = {}): Json {
  return rockPierProject({
    name: 'load application',
    minSection: 'W6x8.5',
    maxSection: 'W6x25',
    limitTop_m: 0.02,
    minEmbed_m: 1.5,
    maxEmbed_m: 4.5,
    pileHeight_m: 1.2,
    loadHeight_m: 1.37,
    P_N: -2000,
    Vx_N: 10_000,
    method: 'ASD',
    settings,
  });
}

function problemOf(json: Json) {
  const parsed = parseDesignInput(json);
  if (!parsed.ok) throw new Error(formatDesignInputErrors(parsed.errors).join('\n'));
  const built = buildDesignProblem(parsed.value);
  if (!built.ok) throw new Error(formatDesignInputErrors(built.errors).join('\n'));
  return built.problem;
}

function resultOf(json: Json): DesignResult {
  const r = runDesign(json);
  if (!r.ok) throw new Error(formatDesignInputErrors(r.errors).join('\n'));
  return r.result;
}

/** A result without the line that says how the loads were applied (the rest must be equal). */
function withoutApplication(r: DesignResult): DesignResult {
  const copy = structuredClone(r);
  delete copy.settings.loadApplication;
  return copy;
}

function errorsOf(json: Json): string[] {
  const r = parseDesignInput(json);
  return r.ok ? [] : formatDesignInputErrors(r.errors);
}

describe('loads moved from where they act to the pile top (hand calculation above)', () => {
  it("'axisOfRotation': V = 10 kN at the axis 1.6 m, reveal 1.2 m → 4 kN·m at the pile top", () => {
    const p = problemOf(rockPier({ designLoadApplication: 'axisOfRotation', axisOfRotation_m: 1.6 }));
    const pc = p.piers[0]!;
    expect(pc.loadHeight_m).toBe(1.6);
    // the load case stays as given, at the load point
    expect(pc.cases.W).toMatchObject({ Vx_N: 10_000, Mx_Nm: 0 });
    const c = pc.combinations.find((x) => x.name === 'SLS')!;
    expect(c.loads.Vx_N).toBe(10_000);
    expect(c.loads.Mx_Nm).toBeCloseTo(4000, 9);
    expect(p.loadApplication).toEqual({
      method: 'axisOfRotation',
      axisOfRotation_m: 1.6,
      description: expect.stringContaining('axis of rotation, 1.6 m above grade'),
    });
  });

  it("'pileTop': the loads as given act at the pile top (lift 0, Mx_top = 0)", () => {
    const p = problemOf(rockPier({ designLoadApplication: 'pileTop', axisOfRotation_m: 1.6 }));
    const pc = p.piers[0]!;
    expect(pc.loadHeight_m).toBe(1.2);
    expect(pc.combinations[0]!.loads.Mx_Nm).toBe(0);
  });

  it("'asEntered' and no setting: the table's own height, 10 kN × (1.37 − 1.2) m = 1.7 kN·m", () => {
    for (const settings of [{}, { designLoadApplication: 'asEntered', axisOfRotation_m: 1.6 }]) {
      const p = problemOf(rockPier(settings));
      expect(p.piers[0]!.loadHeight_m).toBe(1.37);
      expect(p.piers[0]!.combinations[0]!.loads.Mx_Nm).toBeCloseTo(1700, 9);
    }
    // the result of an input without the setting has no line about it: saved projects' results stay as they were
    expect(problemOf(rockPier()).loadApplication).toBeNull();
  });

  it("'axisOfRotation' overrides each pier type's own load height (Nextracker: 1.35 to 1.45 m)", () => {
    const file = join(
      dirname(fileURLToPath(import.meta.url)),
      '../../examples/projects/nextracker-100mw-unbalanced.json',
    );
    const j = JSON.parse(readFileSync(file, 'utf8'));
    const heights = new Set(j.tracker.nextracker.pierTypes.map((p: Json) => p.loadHeight_m));
    expect(heights.size).toBeGreaterThan(1);
    j.settings.designLoadApplication = 'axisOfRotation';
    j.settings.axisOfRotation_m = 1.7;
    const p = problemOf(j);
    expect(p.piers.length).toBeGreaterThan(0);
    for (const pc of p.piers) expect(pc.loadHeight_m).toBe(1.7);
  });
});

describe('the same design as the load tables would give with that height', () => {
  it("'axisOfRotation' at 1.6 m = 'asEntered' with the load height 1.6 m, at two reveals", () => {
    const atAxis = rockPier({ designLoadApplication: 'axisOfRotation', axisOfRotation_m: 1.6 });
    atAxis.pileHeights_m = [1.2, 1.5];
    const entered = rockPier();
    entered.pileHeights_m = [1.2, 1.5];
    entered.tracker.generic.loadHeight_m = 1.6;
    const a = resultOf(atAxis);
    const b = resultOf(entered);
    expect(a.piers.map((p) => p.loadHeight_m)).toEqual([1.6, 1.6]);
    expect(a.settings.loadApplication?.method).toBe('axisOfRotation');
    expect(b.settings.loadApplication).toBeUndefined();
    expect(withoutApplication(a)).toEqual(b);
    // the answer depends on the height at all (else the equality above proves nothing)
    expect(resultOf(rockPier()).piers[0]!.checks).not.toEqual(a.piers[0]!.checks);
  });

  it("'pileTop' = 'asEntered' with the load height equal to the single reveal", () => {
    const top = rockPier({ designLoadApplication: 'pileTop' });
    const entered = rockPier();
    entered.tracker.generic.loadHeight_m = 1.2;
    const a = resultOf(top);
    expect(a.piers[0]!.loadHeight_m).toBe(1.2);
    expect(withoutApplication(a)).toEqual(resultOf(entered));
  });

  it("Nevados (rows with their own heights): 'axisOfRotation' = every row at the axis height", () => {
    const file = join(
      dirname(fileURLToPath(import.meta.url)),
      '../../examples/projects/nevados-100mw-terrain-following.json',
    );
    const base = JSON.parse(readFileSync(file, 'utf8'));
    const axis = Math.max(...base.pileHeights_m) + 0.3;
    const atAxis = structuredClone(base);
    atAxis.settings.designLoadApplication = 'axisOfRotation';
    atAxis.settings.axisOfRotation_m = axis;
    const entered = structuredClone(base);
    for (const row of entered.tracker.nevados.rows) row.loadHeight_m = axis;
    expect(withoutApplication(resultOf(atAxis))).toEqual(resultOf(entered));
  }, 60_000);
});

describe('input checks name the field and the problem', () => {
  it("'axisOfRotation' needs the axis height", () => {
    expect(errorsOf(rockPier({ designLoadApplication: 'axisOfRotation' }))).toEqual([
      "settings.axisOfRotation_m: is required when the Design Load Application is 'axisOfRotation' (the loads act at the axis of rotation)",
    ]);
  });

  it('the axis must be at or above every Max Pile Reveal Height', () => {
    const j = rockPier({ designLoadApplication: 'axisOfRotation', axisOfRotation_m: 1.3 });
    j.pileHeights_m = [1.2, 1.5];
    expect(errorsOf(j)).toEqual([
      'settings.axisOfRotation_m: must be ≥ every Max Pile Reveal Height: 1.3 m is below the pile height 1.5 m (a post cannot stand above the axis it carries)',
    ]);
    j.settings.axisOfRotation_m = 1.5; // at the reveal: lift 0, accepted
    expect(errorsOf(j)).toEqual([]);
  });

  it('the axis is a finite positive length; the application one of the three', () => {
    expect(errorsOf(rockPier({ axisOfRotation_m: -1 }))).toEqual(['settings.axisOfRotation_m: must be > 0']);
    expect(errorsOf(rockPier({ axisOfRotation_m: '1.6' }))).toEqual([
      'settings.axisOfRotation_m: must be a number',
    ]);
    expect(errorsOf(rockPier({ axisOfRotation_m: Infinity }))).toHaveLength(1);
    expect(errorsOf(rockPier({ designLoadApplication: 'grade' }))).toEqual([
      'settings.designLoadApplication: must be one of "asEntered", "axisOfRotation", "pileTop"',
    ]);
  });

  it('Array Tech tables (loads per pile height at grade or the head) cannot be put at the axis', () => {
    const file = join(
      dirname(fileURLToPath(import.meta.url)),
      '../../examples/projects/array-tech-100mw-ground-forces.json',
    );
    const j = JSON.parse(readFileSync(file, 'utf8'));
    j.settings.axisOfRotation_m = 2;
    j.settings.designLoadApplication = 'axisOfRotation';
    expect(errorsOf(j)).toEqual([
      expect.stringMatching(
        /^settings\.designLoadApplication: 'axisOfRotation' cannot be used in design mode 4/,
      ),
    ]);
    j.settings.designLoadApplication = 'pileTop';
    expect(errorsOf(j)).toEqual([]);
  });
});
