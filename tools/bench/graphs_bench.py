"""CUDA graphs on the small networks of the synthesized suite (issue 11, item 5).

For each network task of the dev split (bench/suite/dev/net*.py), in a fresh process, it
prints ms per call of five variants and their ratios:

    eager        the nn.Module
    compile      torch.compile(model)                            (default mode)
    compile_ro   torch.compile(model, mode="reduce-overhead")    (CUDA graphs, static outputs)
    cuagent      cuagent.optimize(torch.jit.script(model), inputs)
    cuagent_cg   cuagent.optimize(..., cuda_graphs=True)          (cloned outputs)

Ratios: eager/X is X's speedup over eager; cuagent/cg what cuda_graphs adds to cuagent;
compile_ro/cu_cg above 1 means cuagent with graphs beats reduce-overhead. A geometric mean
over the tasks closes the table.

ms per call is the steady state of back-to-back calls timed from the host (perf_counter
around N calls and one synchronize), what a launch-bound serving loop pays. bench/timing.py's
per-call CUDA events with an L2 flush before each call are not used here: the flush kernel
keeps the GPU busy while the host launches the next call, which hides the launch time these
networks are bound by. Variants are timed in interleaved rounds (median of round medians),
under torch.no_grad(), each checked against eager on a second input set (a graph replaying
stale inputs would fail that check; "MISMATCH" is printed, the timing kept).

    python3 tools/bench/graphs_bench.py [--tasks 'bench/suite/dev/net*.py'] [--out graphs.json]
        [--variants eager,compile,compile_ro,cuagent,cuagent_cg] [--rounds 5] [--round-ms 200]
"""
from __future__ import annotations

import argparse
import copy
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

VARIANTS = ("eager", "compile", "compile_ro", "cuagent", "cuagent_cg")
DEFAULT_TASKS = str(ROOT / "bench/suite/dev/net*.py")


def sync(device):
    if device.startswith("cuda"):
        torch.cuda.synchronize()


def _flat(value):
    if isinstance(value, torch.Tensor):
        return [value]
    if isinstance(value, (list, tuple)):
        return [t for item in value for t in _flat(item)]
    if isinstance(value, dict):
        return [t for item in value.values() for t in _flat(item)]
    return []


def build(name, model, xs, cache_dir, info):
    """The variant's callable; fills info (build seconds, cuagent's report fields)."""
    start = time.perf_counter()
    if name == "eager":
        fn = model
    elif name in ("compile", "compile_ro"):
        compiled = torch.compile(copy.deepcopy(model),
                                 mode="reduce-overhead" if name == "compile_ro" else None)
        if name == "compile_ro":
            def fn(*args):
                # A new iteration: the previous call's static outputs may be overwritten.
                torch.compiler.cudagraph_mark_step_begin()
                return compiled(*args)
        else:
            fn = compiled
        for _ in range(3):  # compiles; reduce-overhead records its graphs on later calls
            fn(*xs)
    else:
        import cuagent

        scripted = torch.jit.script(model)
        options = {"cache_dir": cache_dir}
        if name == "cuagent_cg":
            options["cuda_graphs"] = True
        fn = cuagent.optimize(scripted, list(xs), **options)
        report = cuagent.last_report()
        info["patched_groups"] = report.get("patched_groups", 0)
        if name == "cuagent_cg":
            graphs = report.get("cuda_graphs", {})
            info["graphs"] = "on" if graphs.get("enabled") else graphs.get("reason", "off")
        fn(*xs)
    sync(str(xs[0].device) if isinstance(xs[0], torch.Tensor) else "cpu")
    info["build_s"] = time.perf_counter() - start
    return fn


def check(fn, model, xs2):
    """None when fn matches eager on a second input set, else the max abs difference."""
    want, got = _flat(model(*xs2)), _flat(fn(*xs2))
    got = [t.clone() for t in got]  # compile_ro's outputs are static: keep them
    if len(want) != len(got):
        return "%d outputs, eager %d" % (len(got), len(want))
    worst = 0.0
    ok = True
    for a, b in zip(want, got):
        if a.shape != b.shape:
            return "shape %s, eager %s" % (list(b.shape), list(a.shape))
        if a.numel():
            worst = max(worst, (a.float() - b.float()).abs().max().item())
        ok = ok and torch.allclose(a.float(), b.float(), rtol=1e-3, atol=1e-3)
    return None if ok else "max abs diff %.3g" % worst


def ms_per_call(fn, xs, device, calls):
    sync(device)
    start = time.perf_counter()
    for _ in range(calls):
        fn(*xs)
    sync(device)
    return (time.perf_counter() - start) * 1e3 / calls


def measure(fns, xs, device, rounds, round_ms):
    calls = {}
    for name, fn in fns.items():
        for _ in range(3):
            fn(*xs)
        one = ms_per_call(fn, xs, device, 3)
        calls[name] = max(5, min(2000, int(round_ms / max(one, 1e-3))))
    samples = {name: [] for name in fns}
    for _ in range(rounds):
        for name, fn in fns.items():
            samples[name].append(ms_per_call(fn, xs, device, calls[name]))
    return {name: sorted(s)[len(s) // 2] for name, s in samples.items()}


def run_one(path, args):
    device = args.device
    prob = load_problem(path)
    model = build_model(prob, MODEL_SEED, device)
    xs = make_inputs(prob, INPUT_SEEDS[0], device)
    xs2 = make_inputs(prob, INPUT_SEEDS[1], device)
    cache_dir = tempfile.mkdtemp(prefix="cuagent-graphs-bench-")
    row = {"task": Path(path).stem, "ms": {}, "info": {}, "mismatch": {}, "errors": {}}
    try:
        with torch.no_grad():
            fns = {}
            for name in args.variants:
                info = row["info"].setdefault(name, {})
                try:
                    fns[name] = build(name, model, xs, cache_dir, info)
                    bad = check(fns[name], model, xs2)
                except Exception as error:  # noqa: BLE001 - one variant failing is a result
                    fns.pop(name, None)
                    row["errors"][name] = ("%s: %s" % (type(error).__name__, error))[:300]
                    continue
                if bad:
                    row["mismatch"][name] = bad
            row["ms"] = measure(fns, xs, device, args.rounds, args.round_ms)
    finally:
        shutil.rmtree(cache_dir, ignore_errors=True)
    return row


def print_header(variants):
    print("%-28s" % "task" + "".join("%15s" % (v + " ms") for v in variants)
          + "".join("%18s" % ("eager/" + v) for v in variants if v != "eager")
          + ("%18s" % "cuagent/cg" if {"cuagent", "cuagent_cg"} <= set(variants) else "")
          + ("%18s" % "compile_ro/cu_cg" if {"compile_ro", "cuagent_cg"} <= set(variants) else ""),
          flush=True)


def ratio(ms, a, b):
    return "%17.2fx" % (ms[a] / ms[b]) if a in ms and b in ms and ms[b] > 0 else "%18s" % "-"


def print_row(row, variants):
    ms = row["ms"]
    cells = "".join("%15.4f" % ms[v] if v in ms else "%15s" % "error" for v in variants)
    cells += "".join(ratio(ms, "eager", v) for v in variants if v != "eager")
    if {"cuagent", "cuagent_cg"} <= set(variants):
        cells += ratio(ms, "cuagent", "cuagent_cg")
    if {"compile_ro", "cuagent_cg"} <= set(variants):
        cells += ratio(ms, "compile_ro", "cuagent_cg")
    print("%-28s%s" % (row["task"], cells), flush=True)
    notes = []
    for name, info in row["info"].items():
        if "graphs" in info and info["graphs"] != "on":
            notes.append("%s graphs off: %s" % (name, info["graphs"][:160]))
        if "patched_groups" in info:
            notes.append("%s patched %d" % (name, info["patched_groups"]))
    notes += ["%s MISMATCH %s" % item for item in row["mismatch"].items()]
    notes += ["%s failed: %s" % item for item in row["errors"].items()]
    if notes:
        print("    " + "; ".join(notes), flush=True)


def summarize(rows, variants):
    """Geometric mean over tasks of eager's time over each variant's."""
    import math

    print("%-28s" % "geomean speedup vs eager", end="")
    for v in variants:
        if v == "eager":
            continue
        ratios = [r["ms"]["eager"] / r["ms"][v] for r in rows
                  if "eager" in r["ms"] and v in r["ms"] and r["ms"][v] > 0]
        value = math.exp(sum(map(math.log, ratios)) / len(ratios)) if ratios else float("nan")
        print("  %s %.2fx" % (v, value), end="")
    print(flush=True)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tasks", nargs="+", default=[DEFAULT_TASKS], help="task files or globs")
    ap.add_argument("--variants", default=",".join(VARIANTS))
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--round-ms", type=float, default=200.0, help="time per variant per round")
    ap.add_argument("--timeout-s", type=float, default=1200.0, help="per task")
    ap.add_argument("--device", default="cuda", help="cuda; cpu only checks the script")
    ap.add_argument("--out", default=None)
    ap.add_argument("--one", default=None, help=argparse.SUPPRESS)  # child: one task, JSON out
    args = ap.parse_args(argv)
    args.variants = [v for v in args.variants.split(",") if v]
    unknown = set(args.variants) - set(VARIANTS)
    if unknown:
        ap.error("unknown variant(s) %s; known: %s" % (", ".join(sorted(unknown)), ", ".join(VARIANTS)))
    if args.one:
        print("RESULT " + json.dumps(run_one(args.one, args)), flush=True)
        return 0
    paths = sorted({p for pattern in args.tasks for p in glob.glob(pattern)})
    if not paths:
        ap.error("no task matches %s" % " ".join(args.tasks))
    flags = ["--variants", ",".join(args.variants), "--rounds", str(args.rounds),
             "--round-ms", str(args.round_ms), "--device", args.device]
    print_header(args.variants)
    rows = []
    for path in paths:  # a fresh process per task: no compiled state carried between tasks
        try:
            proc = subprocess.run([sys.executable, __file__, "--one", path, *flags],
                                  capture_output=True, text=True, timeout=args.timeout_s)
        except subprocess.TimeoutExpired:
            print("%-28s timed out after %.0f s" % (Path(path).stem, args.timeout_s), flush=True)
            continue
        lines = [l for l in proc.stdout.splitlines() if l.startswith("RESULT ")]
        if proc.returncode != 0 or not lines:
            print("%-28s failed: %s" % (Path(path).stem, proc.stderr.strip()[-400:]), flush=True)
            continue
        row = json.loads(lines[-1][len("RESULT "):])
        rows.append(row)
        print_row(row, args.variants)
    if rows:
        summarize(rows, args.variants)
    if args.out:
        Path(args.out).write_text(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
