"""Apply the filters to the suite on the target GPU (run on the H200), within a deadline.

Phase 1 (every task, in a single process, sequential): (a) eager runs, (b) deterministic,
(c) nontrivial, (d) eager time in [--min-ms, --max-ms] (--timing-iters events-timed calls).
Phase 2: the torch.compile half of (a) on a seeded sample of phase-1 survivors
(--compile-sample K, 0 = none, -1 = all), while time remains before --deadline-s.
Tasks not reached before the deadline are recorded as "not_measured" (neither kept nor dropped).

    python -m bench.synth.filter_suite --suite bench/suite --device cuda --verdicts V.json \
        [--deadline-s 420] [--compile-sample 24]
    python -m bench.synth.filter_suite --suite bench/suite --apply V.json   # prune rejected, update manifest
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

import torch


def run_filters(suite: Path, device: str, deadline_s: float, compile_sample: int, min_ms: float, max_ms: float,
                timing_iters: int, limit=None, earlier=None) -> dict:
    """The filters' verdicts on the suite's tasks; ``earlier`` (a previous call's result, for
    suites that take several device calls) keeps the verdicts it has and measures the rest."""
    from bench.run_one import set_precision
    from bench.synth.filters import apply_filters

    set_precision("fp32")
    man = json.loads((suite / "manifest.json").read_text())
    tasks = [e for e in man["tasks"] if e.get("file")][:limit]
    t0 = time.time()
    verdicts = dict((earlier or {}).get("tasks", {}))
    for i, e in enumerate(tasks):
        if e["name"] in verdicts:
            continue
        if time.time() - t0 > deadline_s:
            break
        t1 = time.time()
        r = apply_filters(str(suite / e["file"]), device, ("runs", "deterministic", "nontrivial", "timing"),
                          use_compile=False, min_ms=min_ms, max_ms=max_ms, timing_iters=timing_iters)
        r["filter_s"] = round(time.time() - t1, 3)
        verdicts[e["name"]] = r
        print(f"\r{i + 1}/{len(tasks)} ok={sum(v['ok'] for v in verdicts.values())} {time.time() - t0:.0f}s",
              end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    survivors = sorted(n for n, v in verdicts.items() if v["ok"])
    sample = survivors if compile_sample < 0 else random.Random(0).sample(survivors, min(compile_sample, len(survivors)))
    sample = [n for n in sample if "compile" not in verdicts[n]["verdicts"]]
    from bench.synth.filters import FilterCtx, check_runs
    by_name = {e["name"]: e for e in tasks}
    for n in sample:
        if time.time() - t0 > deadline_s:
            break
        t1 = time.time()
        try:
            ctx = FilterCtx(str(suite / by_name[n]["file"]), device)
            ok, why = check_runs(ctx, use_compile=True)
            ctx.close()
        except Exception as ex:  # noqa: BLE001
            ok, why = False, f"{type(ex).__name__}: {ex}"[:400]
        torch.cuda.empty_cache() if device.startswith("cuda") else None
        verdicts[n]["verdicts"]["compile"] = [ok, why]
        verdicts[n]["compile_s"] = round(time.time() - t1, 2)
        if not ok:
            verdicts[n]["ok"] = False
    return {"device": device, "gpu": torch.cuda.get_device_name() if device.startswith("cuda") else None,
            "torch": torch.__version__, "min_ms": min_ms, "max_ms": max_ms, "timing_iters": timing_iters,
            "compile_sample": len(sample), "wall_s": round(time.time() - t0, 1), "total": len(tasks),
            "measured": len(verdicts), "accepted": sum(v["ok"] for v in verdicts.values()), "tasks": verdicts}


def apply_verdicts(suite: Path, verdicts_path: Path) -> dict:
    """Delete rejected task files, record verdicts in the manifest (tasks not measured are kept)."""
    man = json.loads((suite / "manifest.json").read_text())
    ver = json.loads(Path(verdicts_path).read_text())
    vt = ver["tasks"]
    kept, dropped = [], man.get("rejected_gpu", [])
    for e in man["tasks"]:
        v = vt.get(e["name"])
        if v is None:
            e["gpu_filters"] = "not_measured"
            kept.append(e)
        elif v["ok"]:
            e["gpu_filters"] = "accepted"
            e["gpu_verdicts"] = v["verdicts"]
            e["eager_ms_h200"] = v.get("eager_ms")
            kept.append(e)
        else:
            e["gpu_filters"] = "rejected"
            e["gpu_verdicts"] = v["verdicts"]
            f = suite / e["file"]
            if f.exists():
                f.unlink()
            dropped.append(e)
    man["tasks"], man["rejected_gpu"] = kept, dropped
    man["filters"]["gpu"] = {k: ver[k] for k in ("device", "gpu", "torch", "min_ms", "max_ms", "timing_iters",
                                                 "compile_sample", "wall_s", "measured", "accepted")}
    man["split"]["dev"] = sum(1 for e in kept if e["split"] == "dev")
    man["split"]["test"] = sum(1 for e in kept if e["split"] == "test")
    (suite / "manifest.json").write_text(json.dumps(man, indent=1))
    return {"kept": len(kept), "dropped_now": len(dropped), "split": man["split"]}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--suite", default="bench/suite")
    ap.add_argument("--device", default="cuda")
    ap.add_argument("--verdicts", default=None, help="where to write verdicts JSON (measure mode)")
    ap.add_argument("--apply", default=None, help="verdicts JSON to apply (prune mode)")
    ap.add_argument("--deadline-s", type=float, default=420.0)
    ap.add_argument("--compile-sample", type=int, default=24)
    ap.add_argument("--min-ms", type=float, default=1.0)
    ap.add_argument("--max-ms", type=float, default=100.0)
    ap.add_argument("--timing-iters", type=int, default=5)
    ap.add_argument("--limit", type=int, default=None)
    ap.add_argument("--resume", action="store_true",
                    help="keep the verdicts already in --verdicts and measure the remaining tasks")
    a = ap.parse_args(argv)
    suite = Path(a.suite)
    if a.apply:
        print(json.dumps(apply_verdicts(suite, Path(a.apply))))
        return 0
    out = Path(a.verdicts or (suite / "gpu_verdicts.json"))
    earlier = json.loads(out.read_text()) if a.resume and out.exists() else None
    res = run_filters(suite, a.device, a.deadline_s, a.compile_sample, a.min_ms, a.max_ms, a.timing_iters, a.limit,
                      earlier)
    out.write_text(json.dumps(res, indent=1))
    print(json.dumps({k: res[k] for k in ("measured", "accepted", "total", "compile_sample", "wall_s")}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
