"""Background JIT mode vs aot on dev networks (issue 11, item 4).

For each task (default: a few networks of the dev split, bench/suite/dev), each mode runs
in a fresh process with an empty kernel cache (a cold start, as a new service's), and
the script prints:

    first_s      time to the first result: optimize(...) plus the first call, synchronized
                 (aot: after the whole compile; jit: at once, on the stock module)
    switch_s     jit: seconds from optimize(...) until the optimized module is in
    calls        jit: calls served by the stock module before the switch (calls_before_switch)
    before_ms    jit: ms per call while compiling (stock, sharing the GPU with the compile)
    after_ms     ms per call in the steady state after the compile (jit: after the switch)
    outcome      jit: switched, or the reason the stock module is kept

The serving loop calls back to back, synchronizing after each call (what a service that
answers one request at a time pays), until the JitModule is ready, then times the steady
state as tools/bench/graphs_bench.py does (perf_counter around N calls, median of rounds).
Each result is checked against eager on a second input set ("MISMATCH" is printed).

    python3 tools/bench/jit_bench.py [--tasks 'bench/suite/dev/net00000[01]_*.py']
        [--modes aot,jit] [--options '{"cuda_graphs": true}'] [--out jit.json]
"""
from __future__ import annotations

import argparse
import glob
import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "python")]

from bench.problem import build_model, load_problem, make_inputs  # noqa: E402
from bench.run_one import INPUT_SEEDS, MODEL_SEED  # noqa: E402

MODES = ("aot", "jit")
DEFAULT_TASKS = str(ROOT / "bench/suite/dev/net00000[01]_*.py")
MAX_COMPILE_S = 900.0


def sync(device):
    if device.startswith("cuda"):
        torch.cuda.synchronize()


def flat(value):
    if isinstance(value, torch.Tensor):
        return [value]
    if isinstance(value, (list, tuple)):
        return [t for item in value for t in flat(item)]
    if isinstance(value, dict):
        return [t for item in value.values() for t in flat(item)]
    return []


def mismatch(fn, model, xs):
    """None when fn matches eager on xs, else what differs."""
    want, got = flat(model(*xs)), flat(fn(*xs))
    if len(want) != len(got):
        return "%d outputs, eager %d" % (len(got), len(want))
    for a, b in zip(want, got):
        if a.shape != b.shape or not torch.allclose(a.float(), b.float(), rtol=1e-3, atol=1e-3):
            return "max abs diff %.3g" % (a.float() - b.float()).abs().max().item()
    return None


def steady_ms(fn, xs, device, rounds, round_ms):
    for _ in range(3):
        fn(*xs)
    sync(device)
    start = time.perf_counter()
    fn(*xs)
    sync(device)
    calls = max(5, min(2000, int(round_ms / max((time.perf_counter() - start) * 1e3, 1e-3))))
    samples = []
    for _ in range(rounds):
        sync(device)
        start = time.perf_counter()
        for _ in range(calls):
            fn(*xs)
        sync(device)
        samples.append((time.perf_counter() - start) * 1e3 / calls)
    return sorted(samples)[len(samples) // 2]


def serve_until_ready(fn, xs, device):
    """Calls back to back until the JitModule is ready: (calls, ms per call)."""
    calls, spent = 0, 0.0
    deadline = time.monotonic() + MAX_COMPILE_S
    while not fn.ready and time.monotonic() < deadline:
        start = time.perf_counter()
        fn(*xs)
        sync(device)
        spent += time.perf_counter() - start
        calls += 1
    return calls, (spent * 1e3 / calls if calls else float("nan"))


def run_one(path, mode, args):
    import cuagent

    device = args.device
    prob = load_problem(path)
    model = build_model(prob, MODEL_SEED, device)
    xs = make_inputs(prob, INPUT_SEEDS[0], device)
    xs2 = make_inputs(prob, INPUT_SEEDS[1], device)
    cache_dir = tempfile.mkdtemp(prefix="cuagent-jit-bench-")
    row = {"task": Path(path).stem, "mode": mode}
    try:
        with torch.no_grad():
            scripted = torch.jit.script(model)
            sync(device)
            start = time.perf_counter()
            fn = cuagent.optimize(scripted, list(xs), mode=mode, cache_dir=cache_dir,
                                  **args.options)
            row["return_s"] = time.perf_counter() - start
            fn(*xs)
            sync(device)
            row["first_s"] = time.perf_counter() - start
            if mode == "jit":
                row["calls"], row["before_ms"] = serve_until_ready(fn, xs, device)
                row["switch_s"] = time.perf_counter() - start
                jit = fn.report.get("jit", {})
                row["outcome"] = "switched" if fn.switched else (jit.get("reason") or "pending")
                row["calls_before_switch"] = fn.calls_before_switch
                report = fn.report
            else:
                report = cuagent.last_report()
            row["patched_groups"] = report.get("patched_groups", 0)
            row["after_ms"] = steady_ms(fn, xs, device, args.rounds, args.round_ms)
            row["mismatch"] = mismatch(fn, model, xs2)
    finally:
        shutil.rmtree(cache_dir, ignore_errors=True)
    return row


def cell(row, key, fmt):
    value = row.get(key)
    return fmt % value if isinstance(value, (int, float)) else "%*s" % (len(fmt % 0), "-")


def print_row(row):
    print("%-28s %-4s %10s %10s %8s %11s %10s  %s" % (
        row["task"], row["mode"], cell(row, "first_s", "%10.3f"), cell(row, "switch_s", "%10.3f"),
        cell(row, "calls", "%8d"), cell(row, "before_ms", "%11.4f"),
        cell(row, "after_ms", "%10.4f"),
        "; ".join(filter(None, [row.get("outcome", "")[:120],
                                "patched %s" % row.get("patched_groups", "-"),
                                row.get("mismatch") and "MISMATCH " + row["mismatch"]]))),
        flush=True)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tasks", nargs="+", default=[DEFAULT_TASKS], help="task files or globs")
    ap.add_argument("--modes", default="aot,jit")
    ap.add_argument("--options", default="{}", help="more optimize options, as JSON")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--round-ms", type=float, default=200.0)
    ap.add_argument("--timeout-s", type=float, default=1200.0, help="per task and mode")
    ap.add_argument("--device", default="cuda", help="cuda; cpu only checks the script")
    ap.add_argument("--out", default=None)
    ap.add_argument("--one", nargs=2, default=None, help=argparse.SUPPRESS)  # child: task, mode
    args = ap.parse_args(argv)
    args.options = json.loads(args.options)
    modes = [m for m in args.modes.split(",") if m]
    if set(modes) - set(MODES):
        ap.error("modes are aot and jit, got %s" % args.modes)
    if args.one:
        print("RESULT " + json.dumps(run_one(args.one[0], args.one[1], args)), flush=True)
        return 0
    paths = sorted({p for pattern in args.tasks for p in glob.glob(pattern)})
    if not paths:
        ap.error("no task matches %s" % " ".join(args.tasks))
    flags = ["--options", json.dumps(args.options), "--rounds", str(args.rounds),
             "--round-ms", str(args.round_ms), "--device", args.device]
    print("%-28s %-4s %10s %10s %8s %11s %10s  %s" % (
        "task", "mode", "first_s", "switch_s", "calls", "before_ms", "after_ms", "outcome"))
    rows = []
    for path in paths:
        for mode in modes:  # a fresh process and an empty cache per mode: cold starts
            try:
                proc = subprocess.run([sys.executable, __file__, "--one", path, mode, *flags],
                                      capture_output=True, text=True, timeout=args.timeout_s)
            except subprocess.TimeoutExpired:
                print("%-28s %-4s timed out after %.0f s" % (Path(path).stem, mode,
                                                             args.timeout_s), flush=True)
                continue
            lines = [l for l in proc.stdout.splitlines() if l.startswith("RESULT ")]
            if proc.returncode != 0 or not lines:
                print("%-28s %-4s failed: %s" % (Path(path).stem, mode,
                                                 proc.stderr.strip()[-400:]), flush=True)
                continue
            row = json.loads(lines[-1][len("RESULT "):])
            rows.append(row)
            print_row(row)
    if args.out:
        Path(args.out).write_text(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
