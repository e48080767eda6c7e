"""Host cost of a patched group per call, and the warm cache load time per group.

Optimizes a small model (`chains`: four elementwise groups; `library`: a cuBLASLt, a row and a
cuDNN group; GPU time negligible next to the host cost) and prints, in microseconds per call and
per patched group:

- guard: cuagent::guard alone, called from a TorchScript loop as the patched graph calls it
  (the loop's own cost, measured with an empty op body, is subtracted);
- guard + run_group: the whole fast path of one group, outputs allocated and the plan enqueued
  (no synchronization inside the loop; the loop ends with one);
- the patched module against the stock frozen module, per forward;

and, in milliseconds: the cold optimize, optimize again on the warm cache (per group), and the
plan load of each group on its first call after cuagent.reset() (the runtime's `load_ms`).

Without CUDA it prints the guard's cost on its miss path only (the key lookup and the device
check); the per-call check itself is printed by the CPU unit benchmark:
`build/bin/cuagent-runtime-tests --gtest_filter='*Benchmark*'`.

    python3 tools/bench/guard_bench.py [--calls 20000] [--shape 8x256] [--model chains|library]

It prints; it asserts only that the fast path ran (from the runtime's counters).
"""
import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import List

import torch

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "python"))
import cuagent  # noqa: E402


def stock(x):
    """An op cuagent leaves stock (a sort along the batch dim; flip, which this bench used
    before, is a layout op cuagent fuses since decision 75), so that groups stay apart."""
    return torch.sort(x, dim=0).values


class Chains(torch.nn.Module):
    """Four elementwise chains, each separated from the next by a stock op, so the module has
    four groups."""

    def forward(self, x, b):
        y1 = torch.tanh(torch.relu(x * 2.0 + b) - 0.5) * 3.0
        y2 = torch.sigmoid(stock(y1) * 3.0 - b) + 1.0
        y3 = torch.relu(stock(y2) - b) * 0.5 + 0.25
        y4 = torch.tanh(stock(y3) + b) * 2.0 - 1.0
        return y1, y2, y3, y4


class Library(torch.nn.Module):
    """Groups around library calls and row ops (linear -> gelu on cuBLASLt, a lone layer_norm,
    conv2d -> relu on cuDNN), each separated from the next by a stock op, to show the
    host cost of a plan's library steps beside a plain launch's."""

    def __init__(self, features: int):
        super().__init__()
        self.linear = torch.nn.Linear(features, features)
        self.norm = torch.nn.LayerNorm(features)
        self.conv = torch.nn.Conv2d(4, 4, 3, padding=1)

    def forward(self, x, b):
        y1 = torch.nn.functional.gelu(self.linear(x))
        y2 = self.norm(stock(y1))
        image = stock(y2).reshape(x.shape[0], 4, -1, 4)
        y3 = torch.relu(self.conv(image) + 1.0)
        return y1, y2, y3


MODELS = {"chains": lambda shape: Chains(), "library": lambda shape: Library(shape[-1])}


def guard_loop(inputs: List[torch.Tensor], key: str, signature: str, calls: int) -> int:
    hits = 0
    for _ in range(calls):
        if torch.ops.cuagent.guard(inputs, key, signature):
            hits += 1
    return hits


def run_loop(inputs: List[torch.Tensor], key: str, signature: str, cache_dir: str,
             calls: int) -> int:
    hits = 0
    for _ in range(calls):
        if torch.ops.cuagent.guard(inputs, key, signature):
            ok, outs = torch.ops.cuagent.run_group(inputs, key, cache_dir)
            if ok:
                hits += 1
    return hits


def empty_loop(inputs: List[torch.Tensor], key: str, signature: str, calls: int) -> int:
    hits = 0
    for _ in range(calls):
        hits += 1
    return hits


def patched_groups(module):
    """[(key, signature, cache_dir)] of every guard in the module's graph, in order."""
    cache_dirs = {}
    for node in module.graph.findAllNodes("cuagent::run_group"):
        inputs = list(node.inputs())
        cache_dirs[inputs[1].toIValue()] = inputs[2].toIValue()
    groups = []
    for node in module.graph.findAllNodes("cuagent::guard"):
        inputs = list(node.inputs())
        key, signature = inputs[1].toIValue(), inputs[2].toIValue()
        groups.append((key, signature, cache_dirs.get(key, "")))
    return groups


def inputs_for(signature):
    """Tensors that pass a group's guard: its signature's device, dtype, sizes and strides."""
    device, _, *tensors = signature.split(";")
    dtypes = {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16}
    inputs = []
    for text in tensors:
        dtype, sizes, strides = (text.split(":") + ["", ""])[:3]
        dims = [int(d) for d in sizes.split("x") if d]
        steps = [int(s) for s in strides.split("x") if s]
        # Values do not matter for the host cost; empty_strided fits any layout.
        inputs.append(torch.empty_strided(dims, steps, dtype=dtypes[dtype], device=device))
    return inputs


def per_call_us(fn, calls, repeats=5):
    samples = []
    for _ in range(repeats):
        if torch.cuda.is_available():
            torch.cuda.synchronize()
        start = time.perf_counter()
        fn(calls)
        if torch.cuda.is_available():
            torch.cuda.synchronize()
        samples.append((time.perf_counter() - start) / calls * 1e6)
    return statistics.median(samples)


def forward_us(module, inputs, calls):
    with torch.no_grad():
        for _ in range(20):
            module(*inputs)
        return per_call_us(lambda n: [module(*inputs) for _ in range(n)], calls)


def worker_path(arg):
    if arg:
        return arg
    built = ROOT / "build" / "bin" / "cuagent-compile"
    return str(built) if built.is_file() else None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=20000)
    parser.add_argument("--shape", default="8x256", help="the inputs' shape, e.g. 8x256")
    parser.add_argument("--model", default="chains", choices=sorted(MODELS),
                        help="chains: four elementwise groups; library: cuBLASLt, row and "
                        "cuDNN groups (the last dim a multiple of 16)")
    parser.add_argument("--worker", default=None, help="cuagent-compile (default: build/bin)")
    parser.add_argument("--cache-dir", default=None, help="default: a fresh temporary folder")
    args = parser.parse_args()
    cuagent.load_library()
    # Scripted once the ops exist: as in a patched graph, the interpreter calls them.
    global guard_loop, run_loop, empty_loop
    guard_loop, run_loop, empty_loop = (torch.jit.script(f)
                                        for f in (guard_loop, run_loop, empty_loop))
    cuda = torch.cuda.is_available()
    device = "cuda" if cuda else "cpu"
    shape = [int(d) for d in args.shape.split("x")]
    x, b = torch.randn(shape, device=device), torch.randn(shape[-1:], device=device)
    make = MODELS[args.model]
    model = torch.jit.script(make(shape).eval()).to(device)

    if not cuda:
        print("no CUDA: the guard's miss path only (key lookup + device check), CPU tensors "
              "against a cuda:0 signature")
        signature = "cuda:0;1;f32:%s:%s" % ("x".join(map(str, shape)),
                                            "x".join(map(str, x.stride())))
        guard = per_call_us(lambda n: guard_loop([x, b], "bench", signature, n), args.calls)
        loop = per_call_us(lambda n: empty_loop([x, b], "bench", signature, n), args.calls)
        print(f"guard (miss): {guard - loop:.2f} us/call (loop overhead {loop:.2f} us removed)")
        print("the per-call check: build/bin/cuagent-runtime-tests --gtest_filter='*Benchmark*'")
        return

    with tempfile.TemporaryDirectory() as tmp:
        cache_dir = args.cache_dir or os.path.join(tmp, "cache")
        options = dict(cache_dir=cache_dir, min_speedup=0)
        if worker_path(args.worker):
            options["worker_path"] = worker_path(args.worker)
        start = time.perf_counter()
        fast = cuagent.optimize(model, [x, b], **options)
        cold_s = time.perf_counter() - start
        report = cuagent.last_report()
        patched = report.get("patched_groups", 0)
        print(f"groups: {len(report['groups'])} found, {patched} patched; "
              f"cold optimize {cold_s * 1e3:.0f} ms")
        if not patched:
            print("nothing patched: " + json.dumps([g.get("status") for g in report["groups"]]))
            return
        start = time.perf_counter()
        warm = cuagent.optimize(model, [x, b], **options)
        warm_s = time.perf_counter() - start
        print(f"warm optimize (same cache): {warm_s * 1e3:.1f} ms, "
              f"{warm_s * 1e3 / max(patched, 1):.2f} ms per patched group")

        groups = patched_groups(warm)
        cuagent.reset()
        with torch.no_grad():
            warm(x, b)
        torch.cuda.synchronize()
        loads = [entry["load_ms"] for entry in cuagent.stats()["keys"].values()
                 if "load_ms" in entry]
        if loads:
            print(f"plan load on first call: median {statistics.median(loads):.2f} ms, "
                  f"max {max(loads):.2f} ms over {len(loads)} groups")

        ops = {g.get("key"): ", ".join(g.get("ops", [])) for g in report["groups"]}
        print("per call, TorchScript loop overhead removed:")
        for key, signature, group_cache in groups:
            inputs = inputs_for(signature)
            loop = per_call_us(lambda n: empty_loop(inputs, key, signature, n), args.calls)
            guard = per_call_us(lambda n: guard_loop(inputs, key, signature, n), args.calls)
            cuagent.reset()
            full = per_call_us(lambda n: run_loop(inputs, key, signature, group_cache, n),
                               args.calls)
            stats = cuagent.stats()
            assert stats["fast_path_calls"] >= args.calls, stats  # the fast path really ran
            print(f"  [{ops.get(key, key[:12])}] guard {guard - loop:.2f} us, guard + run_group "
                  f"(alloc outputs, enqueue) {full - loop:.2f} us (loop {loop:.2f} us)")
        stock = torch.jit.freeze(torch.jit.script(make(shape).eval()).to(device))
        print(f"forward, {patched} groups: cuagent {forward_us(warm, [x, b], 2000):.1f} us, "
              f"stock frozen {forward_us(stock, [x, b], 2000):.1f} us")


if __name__ == "__main__":
    main()
