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
// 2026.11.26-3: Newton accepts the state after a full step of at most √tolerance · max|y| whose
// residual passes (quadratic convergence, eq. 11c), and a design starts an analysis from the
// converged state of the nearest other loads on the same pile (lateral-memo.ts): converged
// answers move within the tolerance (design results of the examples by ≤ 1e-6 relative; a tie
// between mirrored combinations may name the other twin)
// 2026.11.26-4: an analysis whose mirrored twin (−H, −M, the same P) is solved is its mirror image,
// not solved again (solver mirroredSolution: odd p-y curves): fewer analyses, and a tie between
// twins, now exact, keeps the earlier combination (the one as given, not `mirrored`)
// 2026.11.26-5: a candidate tries first the check that failed the last one where that was the ASD
// steel check (its 1.6 × analyses before the combination's service ones): the search solves
// analyses in another order, so converged answers move within the tolerance, and "what set the
// answer" may name the steel check of a neighbour that fails both
// 2026.11.26-6: a steel check's fixity is made exact one axis at a time (design/candidate.ts
// SteelFixity): where the check settles with one axis exact and the other at the bound, the other
// axis's fixity analysis is not solved; fewer analyses on the deepest pile change the seed chain
// of the later ones there, so converged answers move within the tolerance (examples: ≤ 2e-7
// relative); every check, governing combination and section stays the same. Where the soil does
// not hold a combination's 1.6 × ASD loads about the strong axis, the weak axis's 1.6 ×
// analysis (which the failing check never read) is no longer solved: the same seed-chain effect
// 2026.11.27-1: an analysis on a pile with converged analyses starts from the state of the
// nearest lateral loads, scaled, moved along the axial load by the P-slope of the nearest
// lateral loads the pile has at two axial loads (design/start-state.ts; where these very
// lateral loads have two, the line through them): 9–11 % fewer Newton iterations a design, and
// converged answers move within the tolerance (examples at 100 and 500 elements: checks and
// summaries ≤ 1.2e-6 relative, profiles ≤ 6e-6 of their largest value); every check, governing
// combination, section and embedment stays the same
// 2026.11.27-2: the seed of a pile's first analysis from the same loads on a shorter pile is 0
// below that pile's toe, not its toe deflection carried down (design/lateral-memo.ts
// seedDeflections): the deepest pile's first analyses take fewer Newton iterations, and
// converged answers move within the tolerance; every check, section and embedment stays the same
// 2026.11.27-3: a design result's profiles (the graphs against depth) are given to 6 significant
// figures (design/profile-figures.ts): each value moves by at most 5e-6 of itself, below what
// the solver resolves; every check, headline number, section and embedment stays the same
// 2026.11.27-4: the aggressive Romanoff defaults are named once among a result's warnings, in
// the list of defaults to confirm (design-constants.ts), no longer also in a corrosion warning
// of their own (a result line goes; every number stays the same)
// 2026.11.27-5: the Newton residual multiplies by 1/h and 6·EI/h² kept per element where it
// divided (solver/newton.ts computeResidual): its last bits move, and with them converged answers
// within round-off (examples at 100 elements ≤ 1.4e-11 relative; at 500, profiles at their 6
// significant figures ≤ 3.7e-6 of their largest value); every check, section, embedment and
// analysis count stays the same
// 2026.11.27-6: a seismic pier load's `how` is words (where W comes from), its numbers in the
// result's own fields: it read "0.1536 × 5100.0 N" in a report in kips
// 2026.11.27-7: the working of the steel and fixity checks names where the fixity came from in
// words, the embedment it was read at a number of its own (fixityFromEmbedment_m): the words
// said "(4.5 m)" in a report in feet
// 2026.11.29-1: a pier whose steel check gives Lc/r over 200 in compression carries a warning
// (AISC 360-16 E2 User Note, design/slenderness-warning.ts): a result line may be added; every
// number stays the same
// 2026.11.29-2: K of the steel check's effective lengths per axis is a setting
// (settings.effectiveLengthFactorStrong / Weak, 2.1 when empty): the result lists both among
// its design constants, the steel working gives Kx and Ky, and the Lc/r warning names K; with
// the fields empty every number stays the same
// 2026.11.29-3: the steel shear of AISC 360-16 chapter G (G2.1 web, G6 flanges, G5 pipe) is
// checked on the steel check's analyses, per stretch and loaded axis (steel-shear-strong /
// -weak): results gain those checks; no example's design changes (their shear ratios ≤ 0.25)
// 2026.11.29-4: the beam-column matrix at an axial load is the pile's K_e band less P times its
// unit K_g band (solver/beam-element.ts assembleAtAxialLoad), its trailing parts formed only
// where read: its entries move within K_g's round-off, and converged answers in their last
// digits (the examples at 100 and 500 elements: ≤ 3.5e-10 relative); every check, governing
// combination, section and embedment stays the same
// 2026.11.29-5: K per pier type (settings.effectiveLengthByPierType, optional): a pier type's
// steel check takes its row's K per axis, the project's where the row leaves an axis empty; the
// result lists each row's K among its design constants, and the Lc/r warning says K is set for
// the project or per pier type (a result line changes; with no rows every number stays the same)
// 2026.11.29-6: a steel check whose depth of fixity is read on another pile (the deepest in
// range) gives in its working the pile's own first zero of deflection under the same analyses
// (ownFirstZeroStrong_m / Weak_m), for comparison: a working line more; every number the same
// 2026.11.29-7: a p-y curve straight from zero to below the tiny deflection (weak rock with a
// stiff rock mass) or stiffening (liquefied sand) enters Newton's iteration matrix with its own
// slope, no longer bounded by its secant at the tiny deflection (solver/workspace.ts
// springBounds): analyses in such soil converge where none did (a design reported no solution
// for every pier); every other curve's numbers stay the same to the bit
// 2026.11.29-8: an attempt of the load stepping is given up as stalled once 5 iterations running
// found no step that reduces the residual (solver/newton.ts STALLED_ITERATIONS): the fraction
// of the loads a failing pile holds can differ where an attempt stalled and then converged, its
// reason reads "no step reduced the out-of-balance forces"; designs and converged analyses stay
// the same
// 2026.11.29-9: an analysis whose Newton fails at the full loads is load-stepped at once
// (design/lateral-memo.ts), and one the stepping brings to the full loads is converged: a
// candidate is no longer dropped on a Newton failure alone (7 of 1,264 fuzzed piers were one or
// two embedment steps too long); the progress line gives the failing check's ratio, never "the
// soil does not hold the full loads" without it; the examples' numbers stay the same
// 2026.11.30-1: the load stepping no longer asks for a fraction that failed after every
// success; it bisects below the lowest failure and asks for it once more from the nearest
// converged state (solver/load-fractions.ts): some 30 % fewer Newton iterations a stepped
// analysis; the fraction a failing pile holds can differ where Newton failed short of the
// soil's capacity; designs and converged analyses stay the same
// 2026.11.30-2: the ε50 a clay layer takes from the class tables when the layer leaves it out is
// listed among the design constants, "engineer to confirm", with its source and input path (a
// result line more per such layer); every number the same
// 2026.11.30-3: the ε50 class tables are bounded at 0.25 / 0.5 / 1 / 2 tsf (500 / 1,000 / 2,000 /
// 4,000 psf), their source's units, not at the rounded 24 / 48 / 96 / 192 kPa (or 100 / 200 kPa
// for stiff clay with free water): a clay without ε50 entered at 2,000 psf took 0.006 (0.007 with
// free water) where the table on its 1 tsf boundary gives 0.005; numbers change only for a clay
// without ε50 whose strength lies between a class's tsf and kPa bounds
// 2026.11.30-4: stiff clay with free water takes its default k from Reese, Cox & Koop's table in
// its own units, 500 / 1,000 / 2,000 pci (k_c 200 / 400 / 800) at the class mid-points 0.75 /
// 1.5 / 3 tsf, where it took the SI table's roundings (135 / 270 / 540 MN/m³ at 75 / 150 / 300
// kPa): a 3,000 psf clay read 952 pci, its class 1,000. The range warning is 0.5-4 tsf (was
// 50-400 kPa). Only such clays without a k of their own change; the examples are identical.
// 2026.11.30-5: E of the steel is a setting (settings.steelModulus_Pa: AISC 360-16 gives 29,000
// ksi, 200 000 MPa), 200 GPa when left empty as before; every result lists E among its design
// constants, so results change by that line; no number of an input without it changes
// 2026.11.30-6: a load test's pile takes the project's Steel E when the test
// gives none (it took 200 GPa whatever the project said), a test's own E is refused outside
// 150-250 GPa as the project's is, and each test's fit records its pile (section, embedment, E);
// numbers change only for a project with load tests and a Steel E of its own
// 2026.12.01-1: a pile on a p-y curve that softens (stiff clay with free water, Matlock and API
// soft clay cyclic above z_r) is analysed from nothing of another analysis, as alone: Newton
// started from another load's state could settle in a second equilibrium (a head deflection 5.7
// times the lone analysis's), so a design's numbers and choices could differ from an analysis
// of its own pile; and where no fraction of the lateral loads held under the full axial load,
// the loads are stepped together (solver stepAllLoads), which may reach them. Results change only
// on such soils; the examples are identical
// 2026.12.01-2: the same for a pile on a curve that stiffens (liquefied sand, p ∝ y^C, C > 1):
// under an axial load a start from the 1.0 × state stood a 1.6 × ASD analysis past the point
// where the lone analysis loses its stiffness (4 of 2,819 piers of the 200-site scan); its
// analyses are solved as alone. Results change only on liquefied sand; the examples are identical
export const ENGINE_VERSION = '2026.12.01-2';
