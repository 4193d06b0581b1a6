import { keptDoubles } from '../../solver/kept-doubles';
import { apiSandBackbone } from './api-sand';
import { apiClayPolylineBackbone } from './api-soft-clay-polyline';
import { zeroBackbone } from './curve-utils';
import { liquefiedSandBackbone } from './liquefied-sand';
import { reeseLinesBackbone, reeseShapeBackbone } from './reese-sand';
import { matlockCyclicBackbone, matlockStaticBackbone } from './soft-clay-matlock';
import { stiffClayCyclicBackbone, stiffClayStaticBackbone } from './stiff-clay-free-water';
import { welchReeseBackbone } from './stiff-clay-no-free-water';
import { pySlope, type PyBackboneKernel, type PyCurve, type PyParameters } from './types';
import { vuggyLimestoneBackbone } from './vuggy-limestone';
import { weakRockBackbone } from './weak-rock';

/**
 * Batched evaluation of the p-y curves of a pile's nodes (the solver's springs, eq. 10–11b):
 * every node whose curve is a kernel (PyCurve.kernel) is evaluated in a loop over the run of
 * consecutive nodes with the same backbone, the backbone called from one place per loop. The
 * call is then monomorphic and inlined, p and its slope go straight into Float64Arrays:
 * no call through a closure per node (a call site that saw every model's closures, which V8
 * cannot inline) and no heap number boxed for each value it returned (about half of what a
 * design allocated). The same operations in the same order as the curve's own p() (kernel:
 * sign · multiplier · min(line·|y|, backbone(q, |y|))): the same bits (invariants test).
 */
export interface PyBatch {
  /** Nodes. */
  readonly n: number;
  /** Per node: its kernel's parameters (null: not evaluated here). */
  readonly q: (PyParameters | null)[];
  /** Per node: the backbone of its kernel (null: not evaluated here). */
  readonly backbone: (PyBackboneKernel | null)[];
  /** Per node: the kernel's initial line (belowLine), NaN when none or not evaluated here. */
  readonly line: Float64Array;
  /** 1 where the node is evaluated here. */
  readonly inBatch: Uint8Array;
  /** Runs of consecutive nodes with the same backbone: [from, to) and the loop for it. */
  readonly runFrom: Int32Array;
  readonly runTo: Int32Array;
  readonly runLoop: RunLoop[];
  /** Nodes whose kernel has a p-multiplier other than 1, and each node's multiplier. */
  readonly scaled: Int32Array;
  readonly multiplier: Float64Array;
}

/** Evaluates nodes [from, to) of a run: p (signed) and slope of each node into p and s. */
type RunLoop = (
  b: PyBatch,
  from: number,
  to: number,
  y: Float64Array,
  stride: number,
  p: Float64Array,
  s: Float64Array,
) => void;

/**
 * The batch of the nodes `take(i)` accepts whose curves are kernels. A backbone without its
 * own loop below is evaluated by a generic one (still no closure, but a call it cannot inline).
 */
export function pyBatchOf(curves: ReadonlyArray<PyCurve | null>, take: (i: number) => boolean): PyBatch {
  const n = curves.length;
  const q: (PyParameters | null)[] = new Array<PyParameters | null>(n).fill(null);
  const backbone: (PyBackboneKernel | null)[] = new Array<PyBackboneKernel | null>(n).fill(null);
  const line = keptDoubles(n).fill(Number.NaN);
  const inBatch = new Uint8Array(n);
  const multiplier = keptDoubles(n).fill(1);
  const from: number[] = [];
  const to: number[] = [];
  const loops: RunLoop[] = [];
  const scaled: number[] = [];
  for (let i = 0; i < n; i++) {
    const k = curves[i]?.kernel;
    if (!k || !take(i)) continue;
    q[i] = k.q;
    backbone[i] = k.backbone;
    line[i] = k.line;
    inBatch[i] = 1;
    multiplier[i] = k.multiplier;
    if (k.multiplier !== 1) scaled.push(i);
    const last = loops.length - 1;
    if (last >= 0 && to[last] === i && backbone[i - 1] === k.backbone) to[last] = i + 1;
    else {
      from.push(i);
      to.push(i + 1);
      loops.push(LOOPS.get(k.backbone) ?? anyLoop);
    }
  }
  return {
    n,
    q,
    backbone,
    line,
    inBatch,
    runFrom: Int32Array.from(from),
    runTo: Int32Array.from(to),
    runLoop: loops,
    scaled: Int32Array.from(scaled),
    multiplier,
  };
}

/**
 * p(y_i) and dp/dy at y_i = y[stride · i] of every node of the batch into p[i] and s[i]
 * (others left as they are): to the bit what the node's curve's pWithSlope(y_i) returns and
 * leaves in pySlope.dpdy.
 */
export function evaluatePyBatch(
  b: PyBatch,
  y: Float64Array,
  stride: number,
  p: Float64Array,
  s: Float64Array,
): void {
  const { runFrom, runTo, runLoop } = b;
  for (let r = 0; r < runLoop.length; r++) runLoop[r]!(b, runFrom[r]!, runTo[r]!, y, stride, p, s);
  const { scaled, multiplier } = b;
  for (let j = 0; j < scaled.length; j++) {
    // scaleCurve: multiplier · p, the slope times the multiplier
    const i = scaled[j]!;
    const m = multiplier[i]!;
    p[i] = m * p[i]!;
    s[i] = s[i]! * m;
  }
}

/**
 * Node i's value v = backbone(q, |y_i|) (its slope in pySlope.dpdy) capped by its line and
 * given the sign of y_i, into p[i] and s[i]: oddCurve's y < 0 ? −f(−y) : f(y), f the backbone
 * under belowLine (kernelCurve).
 */
function put(
  b: PyBatch,
  i: number,
  yi: number,
  a: number,
  v: number,
  p: Float64Array,
  s: Float64Array,
): void {
  const k = b.line[i]!;
  let w = v;
  if (k === k) {
    // belowLine(k, a, v) written out: a call V8 had not seen yet stayed a call, boxing its numbers
    const line = k * a;
    if (line < v) pySlope.dpdy = k;
    w = Math.min(line, v);
  }
  p[i] = yi < 0 ? -w : w;
  s[i] = pySlope.dpdy;
}

// One loop per backbone, each calling it from its own call site (inlined): the same body.

function apiSandLoop(
  b: PyBatch,
  from: number,
  to: number,
  y: Float64Array,
  stride: number,
  p: Float64Array,
  s: Float64Array,
): void {
  for (let i = from; i < to; i++) {
    const yi = y[stride * i]!;
    const a = yi < 0 ? -yi : yi;
    put(b, i, yi, a, apiSandBackbone(b.q[i]!, a), p, s);
  }
}

function welchReeseLoop(
  b: PyBatch,
  from: number,
  to: number,
  y: Float64Array,
  stride: number,
  p: Float64Array,
  s: Float64Array,
): void {
  for (let i = from; i < to; i++) {
    const yi = y[stride * i]!;
    const a = yi < 0 ? -yi : yi;
    put(b, i, yi, a, welchReeseBackbone(b.q[i]!, a), p, s);
  }
}

function weakRockLoop(
  b: PyBatch,
  from: number,
  to: number,
  y: Float64Array,
  stride: number,
  p: Float64Array,
  s: Float64Array,
): void {
  for (let i = from; i < to; i++) {
    const yi = y[stride * i]!;
    const a = yi < 0 ? -yi : yi;
    put(b, i, yi, a, weakRockBackbone(b.q[i]!, a), p, s);
  }
}

function zeroLoop(
  b: PyBatch,
  from: number,
  to: number,
  y: Float64Array,
  stride: number,
  p: Float64Array,
  s: Float64Array,
): void {
  for (let i = from; i < to; i++) {
    const yi = y[stride * i]!;
    const a = yi < 0 ? -yi : yi;
    put(b, i, yi, a, zeroBackbone(b.q[i]!, a), p, s);
  }
}

function reeseShapeLoop(
  b: PyBatch,
  from: number,
  to: number,
  y: Float64Array,
  stride: number,
  p: Float64Array,
  s: Float64Array,
): void {
  for (let i = from; i < to; i++) {
    const yi = y[stride * i]!;
    const a = yi < 0 ? -yi : yi;
    put(b, i, yi, a, reeseShapeBackbone(b.q[i]!, a), p, s);
  }
}

function reeseLinesLoop(
  b: PyBatch,
  from: number,
  to: number,
  y: Float64Array,
  stride: number,
  p: Float64Array,
  s: Float64Array,
): void {
  for (let i = from; i < to; i++) {
    const yi = y[stride * i]!;
    const a = yi < 0 ? -yi : yi;
    put(b, i, yi, a, reeseLinesBackbone(b.q[i]!, a), p, s);
  }
}

function matlockStaticLoop(
  b: PyBatch,
  from: number,
  to: number,
  y: Float64Array,
  stride: number,
  p: Float64Array,
  s: Float64Array,
): void {
  for (let i = from; i < to; i++) {
    const yi = y[stride * i]!;
    const a = yi < 0 ? -yi : yi;
    put(b, i, yi, a, matlockStaticBackbone(b.q[i]!, a), p, s);
  }
}

function matlockCyclicLoop(
  b: PyBatch,
  from: number,
  to: number,
  y: Float64Array,
  stride: number,
  p: Float64Array,
  s: Float64Array,
): void {
  for (let i = from; i < to; i++) {
    const yi = y[stride * i]!;
    const a = yi < 0 ? -yi : yi;
    put(b, i, yi, a, matlockCyclicBackbone(b.q[i]!, a), p, s);
  }
}

function liquefiedSandLoop(
  b: PyBatch,
  from: number,
  to: number,
  y: Float64Array,
  stride: number,
  p: Float64Array,
  s: Float64Array,
): void {
  for (let i = from; i < to; i++) {
    const yi = y[stride * i]!;
    const a = yi < 0 ? -yi : yi;
    put(b, i, yi, a, liquefiedSandBackbone(b.q[i]!, a), p, s);
  }
}

function vuggyLimestoneLoop(
  b: PyBatch,
  from: number,
  to: number,
  y: Float64Array,
  stride: number,
  p: Float64Array,
  s: Float64Array,
): void {
  for (let i = from; i < to; i++) {
    const yi = y[stride * i]!;
    const a = yi < 0 ? -yi : yi;
    put(b, i, yi, a, vuggyLimestoneBackbone(b.q[i]!, a), p, s);
  }
}

function stiffClayStaticLoop(
  b: PyBatch,
  from: number,
  to: number,
  y: Float64Array,
  stride: number,
  p: Float64Array,
  s: Float64Array,
): void {
  for (let i = from; i < to; i++) {
    const yi = y[stride * i]!;
    const a = yi < 0 ? -yi : yi;
    put(b, i, yi, a, stiffClayStaticBackbone(b.q[i]!, a), p, s);
  }
}

function stiffClayCyclicLoop(
  b: PyBatch,
  from: number,
  to: number,
  y: Float64Array,
  stride: number,
  p: Float64Array,
  s: Float64Array,
): void {
  for (let i = from; i < to; i++) {
    const yi = y[stride * i]!;
    const a = yi < 0 ? -yi : yi;
    put(b, i, yi, a, stiffClayCyclicBackbone(b.q[i]!, a), p, s);
  }
}

function apiClayPolylineLoop(
  b: PyBatch,
  from: number,
  to: number,
  y: Float64Array,
  stride: number,
  p: Float64Array,
  s: Float64Array,
): void {
  for (let i = from; i < to; i++) {
    const yi = y[stride * i]!;
    const a = yi < 0 ? -yi : yi;
    put(b, i, yi, a, apiClayPolylineBackbone(b.q[i]!, a), p, s);
  }
}

/** Any backbone: called through the node's kernel (a call V8 may not inline). */
function anyLoop(
  b: PyBatch,
  from: number,
  to: number,
  y: Float64Array,
  stride: number,
  p: Float64Array,
  s: Float64Array,
): void {
  for (let i = from; i < to; i++) {
    const yi = y[stride * i]!;
    const a = yi < 0 ? -yi : yi;
    put(b, i, yi, a, b.backbone[i]!(b.q[i]!, a), p, s);
  }
}

const LOOPS = new Map<PyBackboneKernel, RunLoop>([
  [apiSandBackbone, apiSandLoop],
  [welchReeseBackbone, welchReeseLoop],
  [weakRockBackbone, weakRockLoop],
  [zeroBackbone, zeroLoop],
  [reeseShapeBackbone, reeseShapeLoop],
  [reeseLinesBackbone, reeseLinesLoop],
  [matlockStaticBackbone, matlockStaticLoop],
  [matlockCyclicBackbone, matlockCyclicLoop],
  [liquefiedSandBackbone, liquefiedSandLoop],
  [vuggyLimestoneBackbone, vuggyLimestoneLoop],
  [stiffClayStaticBackbone, stiffClayStaticLoop],
  [stiffClayCyclicBackbone, stiffClayCyclicLoop],
  [apiClayPolylineBackbone, apiClayPolylineLoop],
]);
