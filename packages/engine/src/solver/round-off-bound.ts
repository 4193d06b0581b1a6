import type { BeamColumnModel } from './model';
import type { SolverWorkspace } from './workspace';

/**
 * An upper bound of the round-off a residual may keep at u, in the norm of computeResidual
 * (newton.ts roundOffNorm: Σ (ROUNDOFF_UNITS·ε·(|K||u|_j + |f_s|_j + |λF_j|))², moments over
 * the length scale), from the largest deflection, rotation and spring force at u alone. The
 * line search asks whether a trial's residual is at round-off after every halving that does not
 * reduce it; the answer is no unless the residual is some 10⁻¹¹ of the forces, and forming the
 * exact figure (every element's |K||u|, beam-element.ts internalForceMagnitudes) took a tenth of
 * a design on soils whose curves soften, where failed halvings are many. A residual above this
 * bound is above the exact figure, so the exact one is formed only at or below it: the same
 * answers to the bit.
 *
 * The bound, term by term of internalForceMagnitudes (a, g, h of an element: EI/h³, |P|/(30h),
 * its length; Y, Θ: the largest |y| and |θ| of u): an element's shear term is at most
 * 2(12a + 36g)Y + 2h(6a + 3g)Θ, its end-moment terms at most 2h(6a + 3g)Y + (6a + 5g)h²Θ, and
 * a DOF takes them from at most two elements. Made twice over, so that rounding in either sum
 * cannot bring the exact figure above it.
 */
export class RoundOffNormBound {
  /** max over elements of 12a + 36g, h(6a + 3g) and (6a + 5g)h². */
  private readonly shearPerY: number;
  private readonly shearPerTheta: number;
  private readonly momentPerTheta: number;
  /** |λ| times the largest applied force and moment. */
  private readonly force_N: number;
  private readonly moment_Nm: number;

  constructor(
    model: BeamColumnModel,
    ws: SolverWorkspace,
    lambda: number,
    private readonly roundOffUnits: number,
  ) {
    const P = Math.abs(model.axialLoad_N);
    const { elementLength_m, bendingPerLengthCubed_N_per_m, thirtyLength_m } = ws;
    let shearPerY = 0;
    let shearPerTheta = 0;
    let momentPerTheta = 0;
    for (let e = 0; e < ws.nNode - 1; e++) {
      const h = elementLength_m[e]!;
      const a = bendingPerLengthCubed_N_per_m[e]!;
      const g = P / thirtyLength_m[e]!;
      shearPerY = Math.max(shearPerY, 12 * a + 36 * g);
      shearPerTheta = Math.max(shearPerTheta, h * (6 * a + 3 * g));
      momentPerTheta = Math.max(momentPerTheta, (6 * a + 5 * g) * h * h);
    }
    this.shearPerY = shearPerY;
    this.shearPerTheta = shearPerTheta;
    this.momentPerTheta = momentPerTheta;
    let force_N = 0;
    let moment_Nm = 0;
    for (let j = 0; j < ws.nDof; j += 2) {
      force_N = Math.max(force_N, Math.abs(ws.load[j]!));
      moment_Nm = Math.max(moment_Nm, Math.abs(ws.load[j + 1]!));
    }
    this.force_N = Math.abs(lambda) * force_N;
    this.moment_Nm = Math.abs(lambda) * moment_Nm;
  }

  /** The bound at u, the springs evaluated there (ws.springForce). */
  at(ws: SolverWorkspace, u: Float64Array, lengthScale_m: number): number {
    let Y = 0;
    let theta = 0;
    let spring = 0;
    for (let i = 0; i < ws.nNode; i++) {
      Y = Math.max(Y, Math.abs(u[2 * i]!));
      theta = Math.max(theta, Math.abs(u[2 * i + 1]!));
      spring = Math.max(spring, Math.abs(ws.springForce[i]!));
    }
    const units = this.roundOffUnits * Number.EPSILON;
    const force = units * (4 * (this.shearPerY * Y + this.shearPerTheta * theta) + spring + this.force_N);
    const moment = units * (2 * (2 * this.shearPerTheta * Y + this.momentPerTheta * theta) + this.moment_Nm);
    return 2 * ws.nNode * (force * force + (moment / lengthScale_m) ** 2);
  }
}
