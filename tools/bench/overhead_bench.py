"""Host overhead of cuagent's module against the stock frozen TorchScript module.

For each network task (default: the net* tasks of the suite) it builds the stock variant as
the harness does (script + freeze), the cuagent variant (cuagent.optimize), and, with
--diagnose, the stock module after a save/load round trip; it times them interleaved in one
process (CUDA events, L2 flushed, as bench/timing.py) and sums their GPU kernel time.

--diagnose also prints, per variant, the CPU-side operator and CUDA runtime calls per forward
(torch.profiler) that differ between the stock and cuagent modules: the host-side cause.

    python3 tools/bench/overhead_bench.py [--tasks 'bench/suite/*/net*.py'] [--diagnose]
"""
from __future__ import annotations

import argparse
import collections
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "python")]

from bench import timing as T  # noqa: E402
from bench.problem import build_model, load_problem, make_inputs  # noqa: E402
from bench.run_one import INPUT_SEEDS, MODEL_SEED  # noqa: E402


def saved_and_loaded(module, tmp):
    path = os.path.join(tmp, "stock.pt")
    torch.jit.save(module, path)
    return torch.jit.load(path)


def build_variants(path, device, diagnose, cache_dir):
    import cuagent

    prob = load_problem(path)
    model = build_model(prob, MODEL_SEED, device)
    xs = make_inputs(prob, INPUT_SEEDS[0], device)
    # As a user would, on the model itself: a deep copy first (the harness's clone_model)
    # would split nn.LSTM's flat cuDNN weights into separate storages for both variants.
    stock = torch.jit.freeze(torch.jit.script(model))
    variants = {"torchscript": stock}
    optimized = cuagent.optimize(torch.jit.script(model), list(xs), cache_dir=cache_dir)
    report = cuagent.last_report()
    variants["cuagent"] = optimized
    if diagnose:
        with tempfile.TemporaryDirectory() as tmp:
            variants["torchscript_saved"] = saved_and_loaded(stock, tmp)
        scripted = torch.jit.script(model.eval())
        if hasattr(scripted._c, "_clone"):  # Module::clone, as a C++ caller might do
            cloned = torch.jit._recursive.wrap_cpp_module(scripted._c._clone())
            variants["torchscript_cloned"] = torch.jit.freeze(cloned.eval())
    for module in variants.values():  # profiling runs of the graph executors
        for _ in range(3):
            module(*xs)
    T.sync(device)
    ref = stock(*xs)
    for name, module in variants.items():
        got = module(*xs)
        same = all(torch.allclose(a, b, atol=1e-4, rtol=1e-4)
                   for a, b in zip(_flat(ref), _flat(got)))
        if not same:
            raise AssertionError(f"{name} differs from the stock module on {path}")
    return variants, xs, report


def _flat(value):
    if isinstance(value, torch.Tensor):
        return [value]
    if isinstance(value, (list, tuple)):
        return [t for item in value for t in _flat(item)]
    return []


def host_calls(module, xs, calls=5):
    """CPU operator and CUDA runtime call counts per forward."""
    from torch.profiler import ProfilerActivity, profile

    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        for _ in range(calls):
            module(*xs)
        torch.cuda.synchronize()
    counts = collections.Counter()
    cpu_us = collections.Counter()
    for evt in prof.key_averages():
        if evt.device_type == torch.autograd.DeviceType.CPU:
            counts[evt.key] += evt.count
            cpu_us[evt.key] += evt.self_cpu_time_total
    return ({k: v / calls for k, v in counts.items()}, {k: v / calls for k, v in cpu_us.items()})


def constant_storages(module):
    """(tensor constants, distinct storages among them) in the forward graph: cuDNN's RNN
    reads its weights in place only when they share one flat buffer."""
    seen, count = set(), 0
    for node in module.graph.nodes():
        if node.kind() != "prim::Constant":
            continue
        value = node.output().toIValue()
        for t in _flat(value):
            count += 1
            seen.add(t.untyped_storage().data_ptr())
    return count, len(seen)


def diagnose(name, variants, xs):
    base_counts, base_us = host_calls(variants["torchscript"], xs)
    for vname, module in variants.items():
        if vname == "torchscript":
            continue
        counts, us = host_calls(module, xs)
        keys = set(counts) | set(base_counts)
        diff = sorted(keys, key=lambda k: -abs(us.get(k, 0) - base_us.get(k, 0)))
        print(f"  [{name}] {vname} vs torchscript: calls/forward and self CPU us/forward")
        for k in diff[:12]:
            print(f"    {k[:60]:60s} {base_counts.get(k, 0):7.1f} -> {counts.get(k, 0):7.1f}"
                  f"   {base_us.get(k, 0):9.1f} -> {us.get(k, 0):9.1f} us")
    for vname, module in variants.items():
        tensors, storages = constant_storages(module)
        print(f"  [{name}] {vname}: {tensors} constant tensors in {storages} storages")
    graph = torch.jit.last_executed_optimized_graph
    for vname, module in variants.items():
        module(*xs)
        kinds = collections.Counter(n.kind() for n in graph().nodes())
        print(f"  [{name}] {vname} optimized graph: {sum(kinds.values())} nodes {dict(kinds.most_common(8))}")


def measure(variants, xs, device, rounds, budget_s):
    """Interleaved rounds, so drift hits every variant alike; the median of round medians."""
    per = collections.defaultdict(list)
    for _ in range(rounds):
        for vname, module in variants.items():
            per[vname].append(T.time_fn(lambda: module(*xs), device, budget_s=budget_s,
                                        max_trials=50)["median"])
    out = {}
    for vname, module in variants.items():
        samples = sorted(per[vname])
        out[vname] = {"ms": samples[len(samples) // 2], "min": samples[0], "max": samples[-1],
                      "kernel_ms": T.kernel_time_ms(lambda: module(*xs), device)}
    return out


def run_one(path, args):
    """One task in this process: build, diagnose, time, then profile kernels (a profiler
    session slows later host-bound calls, so it comes after every timing)."""
    cache_dir = tempfile.mkdtemp(prefix="cuagent-overhead-cache-")
    try:
        with torch.no_grad():
            variants, xs, report = build_variants(path, args.device, args.diagnose, cache_dir)
            if args.diagnose:
                diagnose(Path(path).stem, variants, xs)
            m = measure(variants, xs, args.device, args.rounds, args.budget_s)
    finally:
        shutil.rmtree(cache_dir, ignore_errors=True)
    return {"task": Path(path).stem, "patched_groups": report.get("patched_groups", 0),
            "storages": {k: constant_storages(v) for k, v in variants.items()}, **m}


def print_row(row):
    ts, cu = row["torchscript"], row["cuagent"]
    extra = "".join(f"  {k} {v['ms']:.3f}" for k, v in row.items()
                    if isinstance(v, dict) and "ms" in v and k not in ("torchscript", "cuagent"))
    kernel = "/".join(f"{v['kernel_ms']:.3f}" if v["kernel_ms"] is not None else "-" for v in (ts, cu))
    print(f"{row['task']:28s} {ts['ms']:14.3f} {cu['ms']:11.3f} "
          f"{kernel:>17s} {ts['ms'] / cu['ms']:10.3f}x"
          f" {row['patched_groups']}{extra}", flush=True)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tasks", nargs="+", default=[str(ROOT / "bench/suite/*/net*.py")],
                    help="task files or glob patterns")
    ap.add_argument("--diagnose", action="store_true")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--budget-s", type=float, default=0.5)
    ap.add_argument("--out", default=None)
    ap.add_argument("--device", default="cuda", help="cuda; cpu only checks the script")
    ap.add_argument("--one", default=None, help=argparse.SUPPRESS)  # child: one task, JSON out
    args = ap.parse_args(argv)
    if args.one:
        print("RESULT " + json.dumps(run_one(args.one, args)), flush=True)
        return 0
    paths = sorted({p for pattern in args.tasks for p in glob.glob(pattern)})
    flags = ["--rounds", str(args.rounds), "--budget-s", str(args.budget_s), "--device", args.device]
    flags += ["--diagnose"] if args.diagnose else []
    print(f"{'task':28s} {'torchscript ms':>14s} {'cuagent ms':>11s} {'kernel ms ts/cu':>17s}"
          f" {'cu/ts speed':>11s} patched", flush=True)
    results = []
    for path in paths:  # a fresh process per task: no state carried between tasks
        proc = subprocess.run([sys.executable, __file__, "--one", path, *flags],
                              capture_output=True, text=True)
        lines = [l for l in proc.stdout.splitlines() if l.startswith("RESULT ")]
        for line in proc.stdout.splitlines():
            if line.startswith("  ["):
                print(line)
        if proc.returncode != 0 or not lines:
            print(f"{Path(path).stem:28s} failed: {proc.stderr.strip()[-400:]}", flush=True)
            continue
        row = json.loads(lines[-1][len("RESULT "):])
        results.append(row)
        print_row(row)
    if args.out:
        Path(args.out).write_text(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
