#!/usr/bin/env python3
"""The NumPy speed peer (refcases/perf/numpy_baseline.py), one analysis at a time, timed in
CPU time (time.process_time), for the interleaved benchmark peer.bench.ts.

The analysis is numpy_baseline.py's own `once()`: the A01 pile (W6x9, 3 m in API sand, 1.5 m
stick-up, H = 5 kN) solved by refcases/perf/indep_fe.py at N elements, tol 1e-8. That script
times itself in wall time over seven runs in a row; refcases/README.md asks for CPU time on one
core, in one interleaved run, BLAS limited to one thread (the caller sets OMP_NUM_THREADS=1
OPENBLAS_NUM_THREADS=1). So this reads one element count per line on stdin, runs one analysis
(the first at each count is a warm-up, untimed) and answers one JSON line:
{"elements": N, "cpu_s": ..., "head_deflection_m": ...}.

argv[1]: the refcases/perf folder.
"""
import json
import os
import sys
import time

perf = sys.argv[1]
sys.path.insert(0, perf)
import indep_fe as fe  # noqa: E402

case = json.load(open(os.path.join(perf, "..", "lateral", "A01_apisand_static_W6x9_L3_stick1.5.json")))
pile, soil, load = case["inputs"]["pile"], case["inputs"]["soil"]["layers"][0], case["inputs"]["load"]
k = case["derived_parameters"][0]["k_initial_modulus_kN_m3"]
L = pile["stickup_m"] + pile["embedment_m"]
p = fe.api_sand(soil["phi"], soil["gamma_total_kN_m3"], k, pile["width_for_py_m"], static=True)


def once(n):
    # numpy_baseline.py's once(), at n elements
    return fe.solve(pile["EI_kNm2"], -pile["stickup_m"], pile["embedment_m"], load["H_kN"], 0.0, p, h=L / n, tol=1e-8)


warm = set()
print(json.dumps({"ready": True}), flush=True)
for line in sys.stdin:
    n = int(line)
    if n not in warm:
        once(n)
        warm.add(n)
    t = time.process_time()
    r = once(n)
    cpu = time.process_time() - t
    print(json.dumps({"elements": n, "cpu_s": cpu, "head_deflection_m": float(r["y"][0])}), flush=True)
