/**
 * The lateral analyses of a design run, each solved once. An analysis is known by what it
 * solves: pile height, section, embedment, axis and the head loads (H, M, P) of the
 * combination. Two combinations with the same loads on an axis share the analysis, so the
 * memo never solves the same (section, embedment, combination, axis) twice, and sometimes
 * fewer.
 *
 * Reuse:
 * - the pile model (mesh, EI per element, p-y curve per node) and its solver workspace (the
 *   elements' stiffnesses, the matrices and vectors) are built once per (height, section,
 *   embedment, axis) and shared by every load on it; the workspaces of one mesh size share
 *   their scratch (createWorkspace `scratchOf`);
 * - Newton starts, on a pile model that has converged analyses already, from the converged
 *   state of the nearest other lateral loads on it, scaled to these loads and moved along the
 *   axial load by the P-slope the pile shows (solver `startDofs`, start-state.ts: the 1.6 × ASD
 *   loads start from the 1.0 × solution, a mirrored combination from its mirror image, a
 *   combination of other dead loads from the line through two of the same wind); on a pile's
 *   first analysis, from the secant springs of the last converged deflections of the same loads
 *   on the same axis (the previous embedment or section), interpolated onto the new mesh, 0
 *   below that pile's toe (solver `seed_m`, seedDeflections). Both in buffers of the memo
 *   (the solver reads them during the solve only). A seed comes only from analyses of this
 *   height (retainHeight drops the rest) solved earlier in this run, in the search's order, so
 *   a height group's analyses are the same whoever designs it (design-parts.ts); a memo that
 *   keeps analyses across runs (kept-analyses.ts) does not seed;
 * - the p-y curve of a node (a function of its depth and the pile width alone, soil
 *   curveAt) is made once a run and shared by every pile model with a node there.
 */
import { axisProperties, type BendingAxis, type SteelSection } from '../sections';
import { buildPileModel, firstZeroOfDeflection, valueAtDepth, type PileModel } from '../lateral';
import {
  createWorkspace,
  DEFAULT_SOLVER_OPTIONS,
  LoadStepping,
  mirroredSolution,
  solveAtFullLoad,
  type BeamColumnModel,
  type SolverResult,
  type SolverWorkspace,
} from '../solver';
import { curveAt, type SoilPyCurve } from '../soil';
import type { DesignSettings } from './design-problem';
import type { AxisLoad } from './axis-load';
import { LoadTable, PileTable, type PileEntry } from './analysis-tables';
import { ConvergedOnPile } from './start-state';

export type { AxisLoad } from './axis-load';

/** One solved analysis with the numbers the checks read. */
export interface AxisAnalysis {
  /** height|section|embedment|axis|H|M|P (LateralMemo.key), made when first read. */
  readonly key: string;
  axis: BendingAxis;
  loads: AxisLoad;
  model: BeamColumnModel;
  pile: PileModel;
  /** The solver's result (load-stepped where Newton failed at the full loads). */
  readonly result: SolverResult;
  converged: boolean;
  readonly head_m: number;
  readonly grade_m: number;
  readonly toe_m: number;
  /** First zero of deflection below grade on the elements' cubics, m; null when none (found when first read). */
  readonly firstZero_m: number | null;
}

/** What a memo takes from an earlier run and leaves for the next (KeptAnalyses, kept-analyses.ts). */
export interface KeptAnalysisStore {
  /** The pile models of the earlier runs with their analyses and workspaces. */
  readonly piles: PileTable<AxisAnalysis>;
  reused: number;
}

/**
 * What an analysis was first solved for (counted by the memo, for the benchmark): a
 * combination's own loads; the 1.6 × ASD loads of the steel check (candidate.ts); the depth of
 * fixity, on the same section at the deepest embedment in range (fixity.ts).
 */
export type AnalysisPurpose = 'combination' | 'asd-strength' | 'fixity';

export interface PileKey {
  pileHeight_m: number;
  sectionIndex: number;
  section: SteelSection;
  /** The corroded section of the zone, or null (no corrosion). */
  corroded: SteelSection | null;
  embedment_m: number;
}

/** Converged deflections of some loads on a pile (the seed of the same loads on the next pile). */
interface ConvergedDeflections {
  z: Float64Array;
  y: Float64Array;
}

export class LateralMemo {
  /** Analyses solved so far (each a distinct key). */
  solved = 0;
  /** Of them, started from another analysis of the run (startFromOtherLoads or seedFor). */
  seeded = 0;
  /** Analyses not solved but taken as the mirror image of their twin's (mirrorOf); not in `solved`. */
  mirrored = 0;
  /** Of them, by what they were first solved for. */
  readonly solvedFor: Record<AnalysisPurpose, number> = { combination: 0, 'asd-strength': 0, fixity: 0 };
  /**
   * Newton iterations of the analyses solved (the load stepping's included), and of them those
   * load-stepped (Newton failed at the full loads); none for an analysis kept from an earlier
   * run. The same count run after run, where times and instruction counts vary (benchmark).
   */
  readonly newton = { iterations: 0, steppedAnalyses: 0, steppedIterations: 0 };
  /** The pile models of the run (or kept from earlier runs), with their analyses and workspaces. */
  private readonly piles: PileTable<AxisAnalysis>;
  /** The last converged deflections of each load on an axis, by pile height (seedFor). */
  private readonly lastConverged = new Map<number, Record<BendingAxis, LoadTable<ConvergedDeflections>>>();
  /** The seed of the solve in progress (seedFor). */
  private seedBuffer = new Float64Array(0);
  /** The start of the solve in progress (startFromOtherLoads). */
  private startBuffer = new Float64Array(0);
  /** A workspace of each mesh size, whose scratch new workspaces of that size share. */
  private readonly scratchByNodes = new Map<number, SolverWorkspace>();
  /** p-y curves of this run by pile width, then depth (curveOf). */
  private readonly curves = new Map<number, Map<number, SoilPyCurve>>();
  /** The keys solved, in order, once recordSolvedKeys asked for them (tests): kept otherwise, the analyses would live as long as the run. */
  private keysSolved: string[] | null = null;
  /**
   * `${x}` of each number in a key (textOf): a run's keys are made of few numbers (its
   * heights, embedments and combinations' loads), each turned into text many times.
   */
  private readonly numberText = new Map<number, string>();
  /** The pile heights of what this run has put in the memo since retainHeight last dropped any. */
  private readonly heightsHeld = new Set<number>();
  /**
   * With a kept store, the analyses of this run (a kept analysis counts as solved at its first
   * use). Without one, every analysis in the memo is this run's, and none is listed: a list would
   * keep each alive until the run ends, where retainHeight lets a height's go (a design's
   * scavenges copied and promoted them, some 3 MB each).
   */
  readonly used = new Set<AxisAnalysis>();

  /**
   * `beforeSolve` is asked before each new solve; false stops the run (get returns null).
   * `seeding` false solves every analysis cold, each for its own loads: no start from another
   * analysis, no mirror image of a twin (for tests, the bench and kept analyses). `kept`: analyses of
   * an earlier run of the same pile to take instead of solving them again (kept-analyses.ts).
   */
  constructor(
    private readonly settings: DesignSettings,
    private readonly beforeSolve: () => boolean = () => true,
    private readonly seeding = true,
    private readonly kept: KeptAnalysisStore | null = null,
  ) {
    this.piles = kept?.piles ?? new PileTable<AxisAnalysis>();
  }

  /** From now on, list the keys solved (solvedKeys). */
  recordSolvedKeys(): void {
    this.keysSolved ??= [];
  }

  /** Every key solved since recordSolvedKeys, in order (a key is solved at most once). */
  solvedKeys(): readonly string[] {
    return this.keysSolved ?? [];
  }

  /**
   * Drops what belongs to other pile heights (their keys never recur). When the memo holds
   * nothing of this height (the search's case: it dropped a height's analyses when it left it),
   * that is everything; a memo keeping an earlier run's analyses keeps those of this height.
   */
  retainHeight(pileHeight_m: number): void {
    if (!this.kept && !this.heightsHeld.has(pileHeight_m)) {
      this.piles.clear();
      this.lastConverged.clear();
      this.heightsHeld.clear();
      return;
    }
    this.piles.retainHeight(pileHeight_m);
    for (const h of this.lastConverged.keys()) if (h !== pileHeight_m) this.lastConverged.delete(h);
    for (const h of this.heightsHeld) if (h !== pileHeight_m) this.heightsHeld.delete(h);
  }

  /** An analysis's key, height|section|embedment|axis|H|M|P (M 0 with a fixed head): what it solves. */
  key(p: PileKey, axis: BendingAxis, l: AxisLoad): string {
    return this.analysisKeyText(this.pileKey(p, axis), l);
  }

  /** A pile model's key, height|section|embedment|axis: the first four parts of its analyses' keys. */
  private pileKey(p: PileKey, axis: BendingAxis): string {
    return `${this.textOf(p.pileHeight_m)}|${this.textOf(p.sectionIndex)}|${this.textOf(p.embedment_m)}|${axis}`;
  }

  /** The head moment as an analysis is known by: none with a fixed head (it is an output). */
  private momentKeyOf(l: AxisLoad): number {
    return this.settings.headCondition === 'fixed' ? 0 : l.M_Nm;
  }

  /** `${x}`, made once a run for each number (a Map treats −0 as 0, and `${-0}` is "0" too). */
  private textOf(x: number): string {
    let t = this.numberText.get(x);
    if (t === undefined) this.numberText.set(x, (t = `${x}`));
    return t;
  }

  /** The pile model's entry, made when new. */
  private entryOf(p: PileKey, axis: BendingAxis): PileEntry<AxisAnalysis> {
    // found first: the closure that makes a new entry's key only for a new entry (some 100 a
    // design, against 4,000 lookups)
    return (
      this.piles.find(p.pileHeight_m, p.sectionIndex, p.embedment_m, axis) ??
      this.piles.entry(p.pileHeight_m, p.sectionIndex, p.embedment_m, axis, () => this.pileKey(p, axis))
    );
  }

  /**
   * The analysis when this run has it already (solved, mirrored, or kept and used): undefined
   * otherwise. Never solves, never counts, never seeds: reading it changes nothing.
   */
  known(p: PileKey, axis: BendingAxis, loads: AxisLoad): AxisAnalysis | undefined {
    const a = this.piles
      .find(p.pileHeight_m, p.sectionIndex, p.embedment_m, axis)
      ?.analyses.get(loads.H_N, this.momentKeyOf(loads), loads.P_N);
    return a && (!this.kept || this.used.has(a)) ? a : undefined;
  }

  /** The analysis, solved now if new; null when beforeSolve stopped the run. */
  get(
    p: PileKey,
    axis: BendingAxis,
    loads: AxisLoad,
    purpose: AnalysisPurpose = 'combination',
  ): AxisAnalysis | null {
    const entry = this.entryOf(p, axis);
    const M_key = this.momentKeyOf(loads);
    const known = entry.analyses.get(loads.H_N, M_key, loads.P_N);
    if (known) {
      // without a kept store every known analysis was solved (or mirrored), and used, in this run
      if (this.kept && !this.used.has(known)) {
        // kept from an earlier run: solved, as far as this run is concerned
        this.used.add(known);
        this.solved++;
        this.solvedFor[purpose]++;
        this.keysSolved?.push(known.key);
        this.kept.reused++;
      }
      return known;
    }
    if (!this.beforeSolve()) return null;
    this.heightsHeld.add(p.pileHeight_m);
    const pile = (entry.model ??= this.pileModel(p, axis));
    // the pile's model under these loads, its keys written out rather than spread (as
    // withDefaults does in solver/nonlinear.ts: V8 makes a spread the slower way)
    const pm = pile.model;
    const model: BeamColumnModel = {
      z_m: pm.z_m,
      EI_Nm2: pm.EI_Nm2,
      curves: pm.curves,
      springLength_m: pm.springLength_m,
      springLengthAbove_m: pm.springLengthAbove_m,
      axialLoad_N: loads.P_N,
      head:
        this.settings.headCondition === 'fixed'
          ? { kind: 'fixed', shear_N: loads.H_N }
          : { kind: 'free', shear_N: loads.H_N, moment_Nm: loads.M_Nm },
    };
    const twin = this.seeding ? entry.analyses.get(-loads.H_N, -M_key, loads.P_N) : undefined;
    if (twin) {
      // the analysis of the mirrored loads (−H, −M, the same P) on the same pile: this one is its
      // mirror image (solver mirroredSolution: every p-y curve is odd, so −u is a solution of −F
      // as converged as u of F, load fraction and status included). Reversed load cases (a
      // seismic ±E, a lateral-mirrored reversal) make such twins: each pair is solved once. Only
      // with seeding: a cold memo solves each analysis for its own loads (kept-analyses.ts).
      const result: SolverResult = { ...twin.result, solution: mirroredSolution(twin.result.solution) };
      this.mirrored++;
      if (!twin.converged) return this.keep(entry, axis, loads, M_key, model, pile, result);
      this.convergedLoadsOf(p.pileHeight_m, axis).set(loads.H_N, loads.M_Nm, loads.P_N, {
        z: model.z_m,
        y: result.solution.y_m,
      });
      return this.keep(entry, axis, loads, M_key, model, pile, result);
    }
    // On a curve that softens (or stiffens, under an axial load) the pile may stand in more than
    // one equilibrium under these loads, and Newton from another analysis's state can find one the
    // loads applied from nothing never reach (a deflection 5.7 times larger; a 1.6 × ASD state
    // past the point where the lone analysis loses its stiffness: the random-sites property):
    // such a pile's analyses start as a lone analysis of it does, so the design agrees with one.
    const seeding =
      this.seeding &&
      !(entry.manyEquilibria ??= pile.model.curves.some((c) => c?.softens === true || c?.stiffens === true));
    const start = seeding ? this.startFromOtherLoads(entry, loads, model.z_m) : undefined;
    const seed = seeding && !start ? this.seedFor(p.pileHeight_m, axis, loads, model.z_m) : undefined;
    if (start || seed) this.seeded++;
    let ws = entry.workspace;
    if (!ws) {
      const n = model.z_m.length;
      const scratchOf = this.scratchByNodes.get(n);
      ws = entry.workspace = createWorkspace(model, DEFAULT_SOLVER_OPTIONS.tinyDeflection_m, scratchOf);
      if (!scratchOf) this.scratchByNodes.set(n, ws);
    }
    const atFullLoad = solveAtFullLoad(
      model,
      start ? { startDofs: start } : seed ? { seed_m: seed } : {},
      ws,
    );
    // Stepped at once: Newton failing at the full loads from both starts does not mean the pile
    // cannot hold them, and the stepping then reaches them (in 3 to 12 steps on fuzzed sites):
    // dropped unstepped, 7 of 1,264 fuzzed piers came out one or two embedment steps too long.
    const stepped = atFullLoad instanceof LoadStepping;
    const result = stepped ? atFullLoad.complete() : atFullLoad;
    this.newton.iterations += result.iterations;
    if (stepped) {
      this.newton.steppedAnalyses++;
      this.newton.steppedIterations += result.iterations;
    }
    this.solved++;
    this.solvedFor[purpose]++;
    if (result.status === 'converged' && this.seeding) {
      this.convergedLoadsOf(p.pileHeight_m, axis).set(loads.H_N, loads.M_Nm, loads.P_N, {
        z: model.z_m,
        y: result.solution.y_m,
      });
      if (!entry.converged) {
        const z = model.z_m;
        entry.converged = new ConvergedOnPile(
          z[z.length - 1]! - z[0]!,
          this.settings.headCondition === 'fixed',
        );
      }
      entry.converged.add({ loads, solution: result.solution });
    }
    const a = this.keep(entry, axis, loads, M_key, model, pile, result);
    this.keysSolved?.push(a.key);
    return a;
  }

  /** The analysis with the numbers the checks read, kept in the memo and used by this run. */
  private keep(
    entry: PileEntry<AxisAnalysis>,
    axis: BendingAxis,
    loads: AxisLoad,
    M_key: number,
    model: BeamColumnModel,
    pile: PileModel,
    result: SolverResult,
  ): AxisAnalysis {
    const a = new SolvedAnalysis(
      this,
      entry.key,
      axis,
      loads,
      model,
      pile,
      result,
      result.status === 'converged',
    );
    entry.analyses.set(loads.H_N, M_key, loads.P_N, a);
    if (this.kept) this.used.add(a);
    return a;
  }

  /** The text of an analysis's key from its pile's (AxisAnalysis.key, when read). */
  analysisKeyText(pileKey: string, loads: AxisLoad): string {
    return `${pileKey}|${this.textOf(loads.H_N)}|${this.textOf(this.momentKeyOf(loads))}|${this.textOf(loads.P_N)}`;
  }

  /** The last converged deflections of each load on this axis at this height (seedFor). */
  private convergedLoadsOf(pileHeight_m: number, axis: BendingAxis): LoadTable<ConvergedDeflections> {
    let byAxis = this.lastConverged.get(pileHeight_m);
    if (!byAxis)
      this.lastConverged.set(pileHeight_m, (byAxis = { strong: new LoadTable(), weak: new LoadTable() }));
    return byAxis[axis];
  }

  /** The start from the converged analyses of other loads on this pile model (start-state.ts). */
  private startFromOtherLoads(
    entry: PileEntry<AxisAnalysis>,
    loads: AxisLoad,
    z: Float64Array,
  ): Float64Array | undefined {
    const onPile = entry.converged;
    if (!onPile) return undefined;
    const n = z.length;
    if (this.startBuffer.length !== 2 * n) this.startBuffer = new Float64Array(2 * n);
    return onPile.startFor(loads, this.startBuffer) ? this.startBuffer : undefined;
  }

  /** The seed of a pile's first analysis from the same loads on another pile (seedDeflections). */
  private seedFor(
    pileHeight_m: number,
    axis: BendingAxis,
    loads: AxisLoad,
    z: Float64Array,
  ): Float64Array | undefined {
    const prev = this.lastConverged.get(pileHeight_m)?.[axis].get(loads.H_N, loads.M_Nm, loads.P_N);
    if (!prev) return undefined;
    if (this.seedBuffer.length !== z.length) this.seedBuffer = new Float64Array(z.length);
    return seedDeflections(prev.z, prev.y, z, this.seedBuffer);
  }

  /** curveAt(soil, z, b), made once a run for each (b, z). */
  private curveOf(z_m: number, b_m: number): SoilPyCurve {
    // −0 and 0 are one Map key: leave −0 (never a node in practice) to curveAt itself
    if (Object.is(z_m, -0)) return curveAt(this.settings.soil, z_m, b_m);
    let atWidth = this.curves.get(b_m);
    if (!atWidth) this.curves.set(b_m, (atWidth = new Map()));
    let c = atWidth.get(z_m);
    if (!c) atWidth.set(z_m, (c = curveAt(this.settings.soil, z_m, b_m)));
    return c;
  }

  /** Mesh, EI (corroded zone from the pile top down) and p-y curves: once per pile and axis. */
  private pileModel(p: PileKey, axis: BendingAxis): PileModel {
    const s = this.settings;
    const zoneBottom = Math.min(s.corrosion?.zoneBottom_m ?? 0, p.embedment_m);
    const zones =
      p.corroded && zoneBottom > -p.pileHeight_m
        ? [
            {
              top_m: -p.pileHeight_m,
              bottom_m: zoneBottom,
              EI_Nm2: s.E_Pa * axisProperties(p.corroded, axis).I_m4,
            },
          ]
        : [];
    const soil = s.soil;
    return buildPileModel({
      section: p.section,
      axis,
      E_Pa: s.E_Pa,
      stickup_m: p.pileHeight_m,
      embedment_m: p.embedment_m,
      zones,
      nElements: s.elements,
      curveAt: (z, b) => this.curveOf(z, b),
      zSoilTop_m: soil.lateralNeglectDepth_m,
      soilBreaks_m: soil.layers.slice(1).map((L) => L.top_m),
      head: { kind: 'free', shear_N: 0, moment_Nm: 0 },
      axialLoad_N: 0,
    });
  }
}

/**
 * An analysis as the memo keeps it. A class rather than an object literal with a getter: V8
 * makes such a literal in its runtime (near a microsecond, one an analysis).
 */
class SolvedAnalysis implements AxisAnalysis {
  readonly head_m: number;
  readonly grade_m: number;
  readonly toe_m: number;
  /** firstZeroOfDeflection, found when first read (undefined: not yet). */
  private firstZero: number | null | undefined = undefined;

  /** Its key's text, made when first read (tests and kept runs read it; a design does not). */
  private keyText: string | undefined = undefined;

  constructor(
    private readonly memo: LateralMemo,
    private readonly pileKey: string,
    readonly axis: BendingAxis,
    readonly loads: AxisLoad,
    readonly model: BeamColumnModel,
    readonly pile: PileModel,
    readonly result: SolverResult,
    readonly converged: boolean,
  ) {
    const y = result.solution.y_m;
    this.head_m = y[0]!;
    this.grade_m = valueAtDepth(model.z_m, y, 0);
    this.toe_m = y[y.length - 1]!;
  }

  get key(): string {
    return (this.keyText ??= this.memo.analysisKeyText(this.pileKey, this.loads));
  }

  /** Read by the fixity of the deepest pile only (fixity.ts): found on first reading, not for every analysis. */
  get firstZero_m(): number | null {
    if (this.firstZero === undefined)
      this.firstZero = firstZeroOfDeflection(
        this.model.z_m,
        this.result.solution.y_m,
        this.result.solution.rotation_rad,
        0,
      );
    return this.firstZero;
  }
}

/**
 * The deflections of another pile (zFrom, yFrom) as the seed of this one's nodes z (solver
 * `seed_m`, whose secant springs make Newton's first guess): interpolated down to the other
 * pile's toe (interpolateOnto), 0 below it. Below its toe the other pile says nothing of a deeper
 * one; its toe deflection carried down (a short pile's rigid-body kick-back, often its largest
 * after the head's) made the springs there the softest of the pile where a long pile's are its
 * stiffest, and the first analysis of the deepest pile (its depth of fixity) took some eight
 * Newton iterations. At 0, a node's secant spring is its initial stiffness (the tiny deflection's):
 * generic example 4,881 → 4,807 Newton iterations a design, array-tech 2,950 → 2,903.
 */
export function seedDeflections(
  zFrom: Float64Array,
  yFrom: Float64Array,
  z: Float64Array,
  out: Float64Array = new Float64Array(z.length),
): Float64Array {
  interpolateOnto(zFrom, yFrom, z, out);
  const toe = zFrom[zFrom.length - 1]!;
  for (let i = 0; i < z.length; i++) if (z[i]! > toe) out[i] = 0;
  return out;
}

/**
 * `valueAtDepth(zFrom, yFrom, z)` at every node of `z` (both meshes top down), bit for bit: the
 * same bracketing nodes (the last node at or above the depth, the next one) and the same
 * arithmetic, found by one walk down both meshes instead of a bisection per node. Into `out`
 * (z.length long) when given.
 */
export function interpolateOnto(
  zFrom: Float64Array,
  yFrom: Float64Array,
  z: Float64Array,
  out: Float64Array = new Float64Array(z.length),
): Float64Array {
  const n = zFrom.length;
  const top = zFrom[0]!;
  const toe = zFrom[n - 1]!;
  let lo = 0;
  for (let i = 0; i < z.length; i++) {
    const zi = z[i]!;
    if (zi <= top) out[i] = yFrom[0]!;
    else if (zi >= toe) out[i] = yFrom[n - 1]!;
    else {
      // the last node with zFrom[lo] <= zi (zFrom[n − 1] > zi stops the walk)
      while (zFrom[lo + 1]! <= zi) lo++;
      const hi = lo + 1;
      const t = (zi - zFrom[lo]!) / (zFrom[hi]! - zFrom[lo]!);
      out[i] = yFrom[lo]! + t * (yFrom[hi]! - yFrom[lo]!);
    }
  }
  return out;
}
