/**
 * Doubles for arrays that live as long as a pile or a solution does, cut as stretches from
 * shared slabs (64 KiB) rather than each with an ArrayBuffer of its own. A design makes hundreds
 * of piles (mesh, EI, spring lengths, workspace) and keeps thousands of solutions (their
 * deflections and, when read, moments and shears): an ArrayBuffer each (memory outside V8's
 * heap, its bookkeeping and its release) cost 1.4 µs of CPU on this machine against 0.05 µs for
 * a stretch, and a design made 1,542 of them. A slab is freed with the last stretch cut from it.
 */
const SLAB_DOUBLES = 8192;
let slab = new Float64Array(0);
let slabUsed = 0;

/** A new stretch of `length` zeroed doubles, cut from the current slab (or its own, when longer). */
export function keptDoubles(length: number): Float64Array {
  if (length > SLAB_DOUBLES) return new Float64Array(length);
  if (slabUsed + length > slab.length) {
    slab = new Float64Array(SLAB_DOUBLES);
    slabUsed = 0;
  }
  // a view made from the buffer: subarray takes the species constructor path, some twice dearer
  const stretch = new Float64Array(slab.buffer, slabUsed * Float64Array.BYTES_PER_ELEMENT, length);
  slabUsed += length;
  return stretch;
}
