export {
  DEFAULT_SOLVER_OPTIONS,
  type BeamColumnModel,
  type BeamColumnSolution,
  type HeadCondition,
  type SolverOptions,
  type SolverResult,
} from './model';
export { LoadStepping, solveAtFullLoad, solveBeamColumn } from './nonlinear';
export { mirroredSolution } from './recover';
export { createWorkspace, type SolverWorkspace } from './workspace';
export { buildMesh, tributaryLengths } from './mesh';
export {
  createBandMatrix,
  factorLDLT,
  solveLDLT,
  bandMultiply,
  bandGet,
  bandAdd,
  type BandMatrix,
} from './banded';
export { elasticStiffness, geometricStiffness, assembleBeamColumn } from './beam-element';
export { buildBeamColumnModel, type BeamColumnModelInput } from './build-model';
