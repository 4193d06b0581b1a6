import {
  computeResidual,
  evaluateSprings,
  newtonSolve,
  secantGuess,
  type ConvergenceScales,
  type NewtonOutcome,
  STALLED_ITERATIONS,
} from './newton';
import { DEFAULT_SOLVER_OPTIONS, type BeamColumnModel, type SolverOptions, type SolverResult } from './model';
import { LoadFractions } from './load-fractions';
import { maxForceResidual, recoverSolution } from './recover';
import { bindWorkspace, createWorkspace, type SolverWorkspace } from './workspace';
import { validateLoads, validatePile } from './validate-model';

/** How a Newton solve that did not converge ended. */
type Failure = Exclude<NewtonOutcome, 'converged'>;

/** Newton iterations of the attempts so far (solveBeamColumn's count). */
interface Attempts {
  iterations: number;
}

/**
 * Solves the nonlinear beam-column (beam-column.md §4): Newton at the full load from a secant
 * first guess (or from `startDofs`, then from the secant guess if that fails); if that fails,
 * load stepping from zero with step halving (bisection) to find the largest fraction of the
 * head loads the soil holds; where it holds none under the full axial load, the axial load
 * stepped with them (stepAllLoads), which either reaches the full loads or leaves the answer
 * as it was. Never returns a number it has not converged: the status says what
 * happened. `workspace`: one made for this model's pile (createWorkspace), reused under any loads.
 */
export function solveBeamColumn(
  model: BeamColumnModel,
  options: Partial<SolverOptions> = {},
  workspace?: SolverWorkspace,
): SolverResult {
  const r = solveAtFullLoad(model, options, workspace);
  return r instanceof LoadStepping ? r.complete() : r;
}

/**
 * solveBeamColumn up to its load stepping: the converged result at the full load, or, when
 * Newton does not converge there, the load stepping still to be made (LoadStepping.complete),
 * which gives the very result solveBeamColumn would. The design memo (design/lateral-memo.ts)
 * completes it at once (a pile the stepping brings to the full loads holds them), and counts the
 * analyses that needed it: some 40 Newton iterations each, against 2 to 3 for one converged at
 * the full load.
 */
export function solveAtFullLoad(
  model: BeamColumnModel,
  options: Partial<SolverOptions> = {},
  workspace?: SolverWorkspace,
): SolverResult | LoadStepping {
  const opts = withDefaults(options);
  // a workspace's pile was validated by its first solve (bindWorkspace holds it to those arrays)
  if (!workspace?.pileValidated) validatePile(model);
  validateLoads(model);
  if (opts.seed_m && opts.seed_m.length !== model.z_m.length) {
    throw new Error(
      `solver: seed_m needs one deflection per node (${model.z_m.length}), got ${opts.seed_m.length}`,
    );
  }
  if (opts.startDofs && opts.startDofs.length !== 2 * model.z_m.length) {
    throw new Error(
      `solver: startDofs needs a deflection and a rotation per node (${2 * model.z_m.length}), got ${opts.startDofs.length}`,
    );
  }
  let ws: SolverWorkspace;
  if (workspace) {
    ws = workspace;
    bindWorkspace(ws, model, opts.tinyDeflection_m);
    ws.pileValidated = true;
  } else ws = createWorkspace(model, opts.tinyDeflection_m);
  const n = ws.nNode;
  const length_m = model.z_m[n - 1]! - model.z_m[0]!;
  const head = model.head;
  const scales: ConvergenceScales = {
    elementLength_m: length_m / (n - 1),
    pileLength_m: length_m,
    load_N: Math.abs(head.shear_N) + (head.kind === 'free' ? Math.abs(head.moment_Nm) / length_m : 0),
  };
  const maxDeflection = opts.maxDeflection_m ?? 0.1 * length_m;
  const count: Attempts = { iterations: 0 };

  let outcome: NewtonOutcome;
  if (opts.startDofs) {
    // from the given state; failing that, from the secant first guess as without one
    ws.u.set(opts.startDofs);
    outcome = attempt(model, ws, opts, scales, maxDeflection, count, 1, false);
    if (outcome !== 'converged') outcome = attempt(model, ws, opts, scales, maxDeflection, count, 1, true);
  } else outcome = attempt(model, ws, opts, scales, maxDeflection, count, 1, true);
  if (outcome === 'converged') {
    // newtonSolve leaves the springs and the residual evaluated at the converged state
    return {
      status: 'converged',
      iterations: count.iterations,
      loadFraction: 1,
      solution: recoverSolution(model, ws, maxForceResidual(ws.residual)),
    };
  }
  // what the stepping reads: the seed (its first step starts from the secant guess) is the
  // caller's buffer, so a copy; the start state is not read again
  const { startDofs: _start, ...steppingOpts } = opts;
  if (opts.seed_m) steppingOpts.seed_m = Float64Array.from(opts.seed_m);
  return new LoadStepping(model, ws, steppingOpts, scales, maxDeflection, count.iterations, outcome);
}

/**
 * The load stepping of a solve that did not converge at the full load (solveAtFullLoad), made
 * on the first call of complete(): from zero, the workspace bound to the model again (it may
 * have solved other loads since), so its result depends on the model and options alone.
 */
export class LoadStepping {
  private result: SolverResult | undefined;
  constructor(
    private readonly model: BeamColumnModel,
    private readonly ws: SolverWorkspace,
    private readonly opts: SolverOptions,
    private readonly scales: ConvergenceScales,
    private readonly maxDeflection_m: number,
    /** Newton iterations of the attempts at the full load. */
    readonly iterationsAtFullLoad: number,
    private readonly fullLoadOutcome: Failure,
  ) {}

  complete(): SolverResult {
    if (this.result === undefined) {
      bindWorkspace(this.ws, this.model, this.opts.tinyDeflection_m);
      this.result = stepLoad(
        this.model,
        this.ws,
        this.opts,
        this.scales,
        this.maxDeflection_m,
        { iterations: this.iterationsAtFullLoad },
        this.fullLoadOutcome,
      );
    }
    return this.result;
  }
}

/**
 * Load stepping: from zero, the fractions LoadFractions asks for, each from the last converged
 * state. `fullLoadOutcome`: how the attempts at the full load ended.
 */
function stepLoad(
  model: BeamColumnModel,
  ws: SolverWorkspace,
  opts: SolverOptions,
  scales: ConvergenceScales,
  maxDeflection: number,
  count: Attempts,
  fullLoadOutcome: Failure,
): SolverResult {
  const { lambdaOk, lastFailure: failed } = stepFractions(ws, opts.minLoadStep, (lambda, fromZero) =>
    attempt(model, ws, opts, scales, maxDeflection, count, lambda, fromZero, true),
  );
  const lastFailure = failed ?? fullLoadOutcome;
  if (lambdaOk === 1)
    return {
      status: 'converged',
      iterations: count.iterations,
      loadFraction: 1,
      solution: finish(model, ws, opts, scales, 1),
    };
  // the answer at λ_ok first: stepAllLoads rebinds the workspace and overwrites its state
  const solution = finish(model, ws, opts, scales, lambdaOk);
  if (lambdaOk === 0 && model.axialLoad_N !== 0) {
    const together = stepAllLoads(model, ws, opts, scales, maxDeflection, count);
    if (together) return together;
  }
  const iterations = count.iterations;
  switch (lastFailure) {
    case 'diverged':
    case 'singular':
      return {
        status: 'lateral-capacity-exceeded',
        iterations,
        loadFraction: lambdaOk,
        solution,
        reason:
          lastFailure === 'diverged'
            ? `deflection exceeded ${Number(maxDeflection.toPrecision(4))} m beyond ${fmt(lambdaOk)} of the lateral load`
            : `the pile-soil system lost its stiffness (soil failure or buckling) beyond ${fmt(lambdaOk)} of the lateral load`,
      };
    case 'max-iterations':
    case 'stalled':
    case 'not-finite':
      return {
        status: 'not-converged',
        iterations,
        loadFraction: lambdaOk,
        solution,
        reason:
          lastFailure === 'not-finite'
            ? 'a p-y curve returned a non-finite value'
            : lastFailure === 'stalled'
              ? `no step reduced the out-of-balance forces in ${STALLED_ITERATIONS} iterations running (the soil's capacity reached, or a numerical limit) beyond ${fmt(lambdaOk)} of the lateral load`
              : `no convergence within ${opts.maxIterations} iterations beyond ${fmt(lambdaOk)} of the lateral load`,
      };
  }
}

/**
 * The fractions LoadFractions asks for, from zero, each solved by `solveAt` from the last
 * converged state (ws.u set to it; from nothing while none has converged): the largest fraction
 * converged, its state left in ws.u, and how the last failing step ended (null: none failed).
 */
function stepFractions(
  ws: SolverWorkspace,
  minLoadStep: number,
  solveAt: (lambda: number, fromZero: boolean) => NewtonOutcome,
): { lambdaOk: number; lastFailure: Failure | null } {
  const uOk = ws.uOk;
  uOk.fill(0);
  const fractions = new LoadFractions(minLoadStep);
  let lastFailure: Failure | null = null;
  for (let lambda = fractions.next(); lambda !== null; lambda = fractions.next()) {
    ws.u.set(uOk);
    const outcome = solveAt(lambda, fractions.lambdaOk === 0);
    if (outcome === 'converged') {
      fractions.converged();
      uOk.set(ws.u);
    } else {
      lastFailure = outcome;
      fractions.failed();
    }
  }
  ws.u.set(uOk);
  return { lambdaOk: fractions.lambdaOk, lastFailure };
}

/**
 * The loads stepped together from zero, the axial load with the lateral ones (proportional
 * loading), for a pile that held no fraction of the lateral loads under the full axial load
 * (stepLoad's λ_ok = 0): straight, it cannot carry that axial load (a soil with no stiffness at
 * zero deflection, as liquefied sand's p ∝ y^C, C > 1, around a pile whose support is nearly a
 * pin), yet deflected it may, once the soil stiffens. Each step solves λ·P with λ·(H, M) from the
 * last converged state; the converged state at λ = 1 is an equilibrium of the full loads reached
 * along the loads' own path (as AISC C2.1(4)'s 1.6 × ASD loads amplify every load). Null when
 * the stepping stops short of the full loads: the pile's answer is then stepLoad's. The
 * workspace is left bound to the last axial load tried.
 */
function stepAllLoads(
  model: BeamColumnModel,
  ws: SolverWorkspace,
  opts: SolverOptions,
  scales: ConvergenceScales,
  maxDeflection: number,
  count: Attempts,
): SolverResult | null {
  const { lambdaOk } = stepFractions(ws, opts.minLoadStep, (lambda, fromZero) => {
    const atLambda: BeamColumnModel = { ...model, axialLoad_N: lambda * model.axialLoad_N };
    bindWorkspace(ws, atLambda, opts.tinyDeflection_m);
    return attempt(atLambda, ws, opts, scales, maxDeflection, count, lambda, fromZero, true);
  });
  // the last step solved λ = 1: the workspace holds the full axial load, the state in ws.u
  if (lambdaOk !== 1) return null;
  return {
    status: 'converged',
    iterations: count.iterations,
    loadFraction: 1,
    solution: finish(model, ws, opts, scales, 1),
  };
}

/**
 * { ...DEFAULT_SOLVER_OPTIONS, ...options }: the same keys in the same order (the defaults',
 * then the other given ones in their order) and values, without the spreads, which cost V8
 * (Node 20) most of a microsecond a solve: a literal of the defaults, then each own key given.
 */
function withDefaults(options: Partial<SolverOptions>): SolverOptions {
  const d = DEFAULT_SOLVER_OPTIONS;
  const opts: SolverOptions = {
    tolerance: d.tolerance,
    forceTolerance: d.forceTolerance,
    maxIterations: d.maxIterations,
    tinyDeflection_m: d.tinyDeflection_m,
    referenceDeflection_m: d.referenceDeflection_m,
    minLoadStep: d.minLoadStep,
  };
  for (const k in d) if (Object.hasOwn(d, k) && !Object.hasOwn(opts, k)) copyKey(opts, d, k);
  for (const k in options) if (Object.hasOwn(options, k)) copyKey(opts, options, k);
  return opts;
}

function copyKey(to: object, from: object, k: string): void {
  (to as Record<string, unknown>)[k] = (from as Record<string, unknown>)[k];
}

/** One Newton solve at load fraction λ, from the secant guess (`guess`) or from ws.u. */
function attempt(
  model: BeamColumnModel,
  ws: SolverWorkspace,
  opts: SolverOptions,
  scales: ConvergenceScales,
  maxDeflection_m: number,
  count: Attempts,
  lambda: number,
  guess: boolean,
  stepping = false,
): NewtonOutcome {
  if (guess && !secantGuess(model, ws, lambda, opts, opts.seed_m)) {
    ws.u.fill(0);
  }
  const r = newtonSolve(model, ws, lambda, opts, maxDeflection_m, scales, stepping);
  count.iterations += r.iterations;
  return r.outcome;
}

/** The solution at ws.u, load fraction λ (springs and residual evaluated there). */
function finish(
  model: BeamColumnModel,
  ws: SolverWorkspace,
  opts: SolverOptions,
  scales: ConvergenceScales,
  lambda: number,
) {
  evaluateSprings(model, ws, ws.u);
  computeResidual(model, ws, lambda, ws.u, ws.residual, scales.elementLength_m);
  return recoverSolution(model, ws, maxForceResidual(ws.residual));
}

function fmt(lambda: number): string {
  return `${(lambda * 100).toFixed(1)} %`;
}
