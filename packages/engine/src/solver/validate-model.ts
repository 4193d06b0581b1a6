import type { BeamColumnModel } from './model';

/**
 * Throws on a model no analysis can use (the lateral layer reports user errors earlier): the
 * pile (mesh, EI, curves and spring lengths; once per pile when a workspace serves it) here,
 * its loads in validateLoads.
 */
export function validatePile(m: BeamColumnModel): void {
  const n = m.z_m.length;
  if (n < 2) throw new Error('solver: the model needs at least one element');
  for (let i = 1; i < n; i++) {
    if (!(m.z_m[i]! > m.z_m[i - 1]!)) throw new Error(`solver: node depths must increase (node ${i})`);
  }
  if (m.EI_Nm2.length !== n - 1) throw new Error('solver: EI_Nm2 needs one value per element');
  for (let e = 0; e < n - 1; e++) {
    const ei = m.EI_Nm2[e]!;
    if (!(ei > 0) || !Number.isFinite(ei))
      throw new Error(`solver: EI of element ${e} must be positive (got ${ei})`);
  }
  if (m.curves.length !== n || m.springLength_m.length !== n || m.springLengthAbove_m.length !== n) {
    throw new Error('solver: curves and spring lengths need one entry per node');
  }
}

/** The loads: axial load, head shear and moment. */
export function validateLoads(m: BeamColumnModel): void {
  if (!Number.isFinite(m.axialLoad_N)) throw new Error('solver: axial load must be finite');
  if (!Number.isFinite(m.head.shear_N)) throw new Error('solver: head shear must be finite');
  if (m.head.kind === 'free' && !Number.isFinite(m.head.moment_Nm)) {
    throw new Error('solver: head moment must be finite');
  }
}
