"""Why a problem runs at the speed it does: for each problem file, the cuagent report
(groups, statuses, per-group stock/ours times, fallbacks) and the CUDA kernels of eager,
torch.compile and cuagent side by side (torch.profiler, one call after warm-up).

    python -m tools.bench.explain_problem bench/suite/test/synNNN_*.py [...] [--precision fp32]
        [--cuagent-options '{"decompose_attention": true}']

A diagnosis aid for developers, not a benchmark: the harness (bench.harness) is what
measures. Needs a GPU.
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict

import torch

from bench.problem import build_model, load_problem, make_inputs
from bench.run_one import _import_cuagent, cuagent_precision, set_precision


def kernels(fn, calls: int = 2) -> list:
    """(name, total ms) of the CUDA kernels of `calls` calls after one warm-up, largest first."""
    fn()
    torch.cuda.synchronize()
    with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CUDA]) as prof:
        for _ in range(calls):
            fn()
        torch.cuda.synchronize()
    totals = defaultdict(float)
    for e in prof.events():
        if e.device_type == torch.autograd.DeviceType.CUDA:
            totals[e.name] += e.device_time_total / 1000.0 / calls
    return sorted(totals.items(), key=lambda kv: -kv[1])


def show(title: str, rows: list, limit: int = 8) -> None:
    print("  %s: %.3f ms in %d kernels" % (title, sum(ms for _, ms in rows), len(rows)))
    for name, ms in rows[:limit]:
        print("    %8.3f  %s" % (ms, name[:110]))


def explain(path: str, precision: str, options: dict) -> None:
    cuagent = _import_cuagent()  # installed, or the checkout's python/
    problem = load_problem(path)
    print("=" * 100)
    print(path)
    with torch.no_grad():
        model = build_model(problem, 42, "cuda").eval()
        inputs = make_inputs(problem, 1001, "cuda")
        show("eager", kernels(lambda: model(*inputs)))
        compiled = torch.compile(model)
        show("compile", kernels(lambda: compiled(*inputs)))
        optimized = cuagent.optimize(model, inputs, precision=cuagent_precision(precision),
                                     **options)
        report = getattr(optimized, "cuagent_report", {})
        keep = {k: report.get(k) for k in ("patched_groups", "end_to_end", "end_to_end_check",
                                           "seconds")}
        print("  report:", json.dumps(keep))
        for g in report.get("groups", []):
            print("   group", json.dumps({k: g.get(k) for k in (
                "index", "ops", "status", "stock_time_ms", "kernel_time_ms", "candidate", "reason",
                "retried_as", "part_of", "race", "raced_against", "raced_beside", "patched",
                "seconds", "worker_seconds")},
                default=str)[:900])
            for line in g.get("candidates") or []:
                print("     ", line)
        for f in report.get("fallbacks", [])[:12]:
            print("   fallback", json.dumps(f)[:300])
        show("cuagent", kernels(lambda: optimized(*inputs)))
    del model, compiled, optimized
    torch.cuda.empty_cache()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("problems", nargs="+")
    ap.add_argument("--precision", default="fp32", help="a harness protocol: fp32, tf32, "
                    "tf32-cudaagent")
    ap.add_argument("--cuagent-options", type=json.loads, default={},
                    help="extra cuagent.optimize keywords as JSON, as the harness takes them")
    args = ap.parse_args(argv)
    set_precision(args.precision)  # the stock variants' TF32 settings, as the harness sets them
    for path in args.problems:
        try:
            explain(path, args.precision, args.cuagent_options)
        except Exception as e:  # keep going: one broken problem must not hide the others
            print("  failed: %s: %s" % (type(e).__name__, str(e)[:500]))
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
