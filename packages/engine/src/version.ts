/**
 * The engine's version as far as its answers go: part of the key of the server's result cache,
 * so a run answered by an older engine is never served again. Change it with any change that
 * can change a number, a check or a line of a result (numerics, checks, defaults, the result's
 * shape); a change that cannot (speed, refactoring proven by the validation tests) keeps it.
 */
// 2026.11.26-1: the springs' tangents are the p-y curves' own slopes (PyCurve.pWithSlope), no
// longer a one-sided difference, so Newton's path and its converged answer move in the last
// digits (head deflections of the refcases by ~1e-14 relative); a tangent that doubles alone
// would solve too coarsely (eq. 14b) is solved in doubles refined by iterative refinement when
// that is enough, in double-double otherwise: the same steps to ~1e-8, answers at 500+
// elements move in the last digits again
// 2026.11.26-2: the steel checks that cannot govern stand at the fixity's upper bound
// (design/fixity-bound.ts), so a design solves fewer analyses: the result's analysis counts
// change; every check and number reported stays the same
export const ENGINE_VERSION = '2026.11.26-2';
