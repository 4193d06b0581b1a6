import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeLateral, lateralInputSchema, prepareLateral, runLateral } from '../src/lateral';
import { createWorkspace, solveBeamColumn } from '../src/solver';
import { lateralInputFromRefcase, type LateralRefcase } from '../test/validation/lateral-refcase-input';
import { REFCASES_DIR } from '../test/validation/refcases';
import type { Benchmark } from './harness';

// the refcases folder as the validation tests find it (PILEWISE_REFCASES overrides)
const A01 = join(REFCASES_DIR, 'lateral', 'A01_apisand_static_W6x9_L3_stick1.5.json');

/**
 * One nonlinear analysis of the refcases/lateral A01 pile (W6x9, 3 m in API sand, 1.5 m
 * stick-up, 5 kN): the solve alone on a prepared model with its workspace (the inner loop of
 * the design search), and the whole analysis from JSON input (parse, soil profile, mesh,
 * solve, summary).
 */
export function lateralBenchmarks(): Benchmark[] {
  const refcase = JSON.parse(readFileSync(process.env.PILEWISE_A01 ?? A01, 'utf8')) as LateralRefcase;
  return [100, 500].flatMap((elements) => {
    const raw = lateralInputFromRefcase(refcase, elements);
    const prepared = prepareLateral(lateralInputSchema.parse(raw));
    if (!prepared.ok) throw new Error(JSON.stringify(prepared.errors));
    const model = prepared.prepared.pile.model;
    const ws = createWorkspace(model, 1e-6);
    const target = elements === 100 ? 1 : 5;
    return [
      {
        name: `lateral A01 solve, ${elements} elements`,
        run: () => solveBeamColumn(model, {}, ws).iterations,
        target_ms: target,
      },
      {
        name: `lateral A01 prepared run + summary, ${elements} elements`,
        run: () => runLateral(prepared.prepared).maxMoment_Nm,
        target_ms: target,
      },
      {
        name: `lateral A01 from JSON input, ${elements} elements`,
        run: () => analyzeLateral(raw).ok,
        repetitions: 1000,
      },
    ];
  });
}
