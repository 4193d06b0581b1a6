/** The median of a bench's timings (the upper one of an even count), as every browser bench prints it. */
export const medianOf = (xs: readonly number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
