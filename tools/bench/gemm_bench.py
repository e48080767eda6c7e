"""Issue-8 benchmark: GEMMs with fused epilogues, cuagent vs eager, torch.compile and
frozen TorchScript, in one run.

Models (our own): Linear+bias+ReLU, Linear+GELU, Linear (no bias) * scale + residual,
bmm * scale, addmm+tanh; each at three sizes.

Sections, each timed interleaved (bench.timing.time_interleaved: CUDA events, L2 flushed
before every trial, median over three alternating rounds):

* fp32: every variant in strict fp32 (matmul and cuDNN allow_tf32 = False),
  cuagent with precision='fp32'.
* tf32, protocol "cuda-agent": the stock variants at PyTorch's defaults (TF32 off for
  matmuls, on for cuDNN convolutions), cuagent with precision='tf32' (verified against strict fp32 to 1e-2).
* tf32, protocol "matched": the stock variants with allow_tf32 = True, cuagent with
  precision='tf32' optimized under the same setting.

Correctness: the max abs error of every variant against eager in strict fp32 on fresh
inputs is reported, with how many groups cuagent patched and whether its fast path ran.

    python tools/bench/gemm_bench.py --out gemm.json         # the H200 run (~4 min)
    python tools/bench/gemm_bench.py --dry-run                # CPU, small sizes: the code path
"""
import argparse
import json
import math
import os
import sys
import time

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(REPO, "python"))
sys.path.insert(0, REPO)
import cuagent  # noqa: E402
from bench.timing import time_interleaved  # noqa: E402

F = torch.nn.functional


class LinearBiasRelu(torch.nn.Module):
    def __init__(self, k, n):
        super().__init__()
        self.linear = torch.nn.Linear(k, n)

    def forward(self, x):
        return torch.relu(self.linear(x))


class LinearGelu(torch.nn.Module):
    def __init__(self, k, n):
        super().__init__()
        self.linear = torch.nn.Linear(k, n)

    def forward(self, x):
        return F.gelu(self.linear(x))


class LinearScaleResidual(torch.nn.Module):
    def __init__(self, k, n):
        super().__init__()
        self.linear = torch.nn.Linear(k, n, bias=False)

    def forward(self, x, residual):
        return self.linear(x) * 0.5 + residual


class BmmScale(torch.nn.Module):
    """A batched product with a frozen per-batch weight, scaled as nn.Linear's weights are
    (outputs of order 1: what TF32 is verified on)."""

    def __init__(self, batch, k, n):
        super().__init__()
        self.register_buffer("w", torch.randn(batch, k, n) / math.sqrt(k))

    def forward(self, x):
        return torch.bmm(x, self.w) * 0.125


class AddmmTanh(torch.nn.Module):
    def __init__(self, k, n):
        super().__init__()
        self.register_buffer("bias", torch.randn(n) * 0.1)
        self.register_buffer("w", torch.randn(k, n) / math.sqrt(k))

    def forward(self, x):
        return torch.tanh(torch.addmm(self.bias, x, self.w))


class ScaleLayerNormGelu(torch.nn.Module):
    """A transformer-style norm: its input scaled, its output through GELU (issue 10)."""

    def __init__(self, n):
        super().__init__()
        self.norm = torch.nn.LayerNorm(n)
        with torch.no_grad():  # not the identity affine of a fresh module
            self.norm.weight.normal_(1.0, 0.1)
            self.norm.bias.normal_(0.0, 0.1)

    def forward(self, x):
        return torch.nn.functional.gelu(self.norm(x * 2.0))


SIZES = {
    # (M, K, N); bmm: (batch, M, K, N)
    "full": {"gemm": [(1024, 1024, 1024), (4096, 4096, 4096), (8192, 2048, 8192)],
             "bmm": [(8, 512, 512, 512), (8, 1024, 1024, 1024), (8, 2048, 1024, 2048)],
             "norm": [(8192, 768), (16384, 4096), (2048, 16384)]},
    # One device call (10 minutes) holds this set with room to spare.
    "medium": {"gemm": [(1024, 1024, 1024), (2048, 4096, 4096)],
               "bmm": [(8, 512, 512, 512), (8, 1024, 1024, 1024)],
               "norm": [(8192, 768), (16384, 4096), (2048, 16384)]},
    "small": {"gemm": [(64, 32, 48), (128, 64, 96), (32, 128, 64)],
              "bmm": [(2, 16, 32, 24), (2, 32, 64, 48), (4, 16, 16, 16)],
              "norm": [(64, 48), (32, 128)]},
}


def configs(sizes, device):
    """(name, model, make_inputs) for every model and size."""
    def randn(*shape):
        return torch.randn(*shape, device=device)

    out = []
    for m, k, n in SIZES[sizes]["gemm"]:
        tag = f"M{m} K{k} N{n}"
        out.append((f"linear+bias+relu {tag}", LinearBiasRelu(k, n), lambda m=m, k=k: (randn(m, k),)))
        out.append((f"linear+gelu {tag}", LinearGelu(k, n), lambda m=m, k=k: (randn(m, k),)))
        out.append((f"linear*s+residual {tag}", LinearScaleResidual(k, n),
                    lambda m=m, k=k, n=n: (randn(m, k), randn(m, n))))
        out.append((f"addmm+tanh {tag}", AddmmTanh(k, n), lambda m=m, k=k: (randn(m, k),)))
    for b, m, k, n in SIZES[sizes]["bmm"]:
        out.append((f"bmm*s B{b} M{m} K{k} N{n}", BmmScale(b, k, n),
                    lambda b=b, m=m, k=k: (randn(b, m, k),)))
    for m, n in SIZES[sizes]["norm"]:
        out.append((f"layernorm+gelu M{m} N{n}", ScaleLayerNormGelu(n),
                    lambda m=m, n=n: (randn(m, n),)))
    order = ["linear+bias+relu", "linear+gelu", "linear*s+residual", "bmm*s", "addmm+tanh",
             "layernorm+gelu"]
    return sorted(out, key=lambda c: order.index(c[0].split(" ")[0]))


def set_tf32(enabled):
    torch.backends.cuda.matmul.allow_tf32 = enabled
    torch.backends.cudnn.allow_tf32 = enabled
    torch.set_float32_matmul_precision("high" if enabled else "highest")


def set_pytorch_defaults():
    """PyTorch's own defaults: TF32 off for matmuls, on for cuDNN convolutions (the
    stock side of the CUDA Agent protocol)."""
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = True
    torch.set_float32_matmul_precision("highest")


def group_summary(report):
    return {"patched_groups": report.get("patched_groups", 0),
            "groups": [{k: g.get(k) for k in ("ops", "status", "patched", "reason",
                                              "stock_time_ms", "kernel_time_ms", "candidate")}
                       for g in report.get("groups", [])],
            "fallbacks": report.get("fallbacks", []),
            "end_to_end": report.get("end_to_end")}


def optimize(model, args, precision, cache_dir, verbose):
    t0 = time.perf_counter()
    module = cuagent.optimize(torch.jit.script(model), list(args), cache_dir=cache_dir,
                              precision=precision, verbose=verbose)
    summary = group_summary(cuagent.last_report())
    summary["optimize_s"] = time.perf_counter() - t0
    return module, summary


def max_abs_error(fn, args, want):
    with torch.no_grad():
        got = fn(*args)
    return (got.float() - want.float()).abs().max().item()


def geomean(values):
    values = [v for v in values if v and v > 0]
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else None


SECTIONS = [("fp32", "strict fp32"),
            ("tf32_cuda_agent", "tf32, protocol cuda-agent (stock at PyTorch defaults)"),
            ("tf32_matched", "tf32, protocol matched (stock with allow_tf32=True)")]
BASELINES = ["eager", "compile", "torchscript"]


def bench_one(name, model, make_inputs, opts):
    device = opts.device
    torch.manual_seed(0)
    model = model.to(device).eval()
    args = make_inputs()
    result = {"name": name}
    set_tf32(False)
    compiled = torch.compile(model, backend=opts.compile_backend)
    frozen = torch.jit.freeze(torch.jit.script(model))
    cu_fp32, result["cuagent_fp32"] = optimize(model, args, "fp32", opts.cache, opts.verbose)
    if opts.fp32_only:
        cu_tf32 = cu_tf32_m = cu_fp32
    else:
        set_pytorch_defaults()
        cu_tf32, result["cuagent_tf32_cuda_agent"] = optimize(model, args, "tf32", opts.cache,
                                                             opts.verbose)
        set_tf32(True)  # the matched protocol: cuagent's own stock check sees TF32 stock too
        cu_tf32_m, result["cuagent_tf32_matched"] = optimize(model, args, "tf32", opts.cache,
                                                            opts.verbose)

    # Errors against eager in strict fp32, on fresh inputs (compile's first call compiles).
    set_tf32(False)
    torch.manual_seed(1)
    check = make_inputs()
    with torch.no_grad():
        want = model(*check)
    cuagent.reset()
    errors = {"compile": max_abs_error(compiled, check, want),
              "torchscript": max_abs_error(frozen, check, want),
              "cuagent_fp32": max_abs_error(cu_fp32, check, want),
              "cuagent_tf32_cuda_agent": max_abs_error(cu_tf32, check, want)}
    set_tf32(True)
    errors["eager_tf32"] = max_abs_error(model, check, want)
    errors["cuagent_tf32_matched"] = max_abs_error(cu_tf32_m, check, want)
    result["max_abs_error_vs_eager_fp32"] = errors
    result["fast_path"] = cuagent.stats()

    def section(tf32, optimized):
        set_pytorch_defaults() if tf32 is None else set_tf32(tf32)
        fns = {"eager": lambda: model(*args), "compile": lambda: compiled(*args),
               "torchscript": lambda: frozen(*args), "cuagent": lambda: optimized(*args)}
        with torch.no_grad():
            times = time_interleaved(fns, device, budget_s=opts.budget_s,
                                     max_trials=opts.max_trials)
        ms = {k: v["median"] for k, v in times.items()}
        return {"ms": ms, "speedup": {b: ms[b] / ms["cuagent"] for b in BASELINES}}

    result["fp32"] = section(False, cu_fp32)
    if opts.fp32_only:
        set_tf32(False)
        return result
    result["tf32_cuda_agent"] = section(None, cu_tf32)
    result["tf32_matched"] = section(True, cu_tf32_m)
    set_tf32(False)
    return result


def print_table(results):
    for key, title in SECTIONS:
        print(f"\n== {title} ==")
        print(f"{'model':38s} {'eager ms':>9s} {'compile':>9s} {'TS ms':>9s} {'cuagent':>9s} "
              f"{'vs eager':>8s} {'vs comp':>8s} {'vs TS':>7s} {'patched':>7s} {'err':>9s}")
        cu_key = {"fp32": "cuagent_fp32"}.get(key, "cuagent_" + key)
        for r in results:
            if "error" in r:
                print(f"{r['name']:38s} ERROR: {r['error']}")
                continue
            if key not in r:  # --fp32-only
                continue
            s = r[key]
            ms, sp = s["ms"], s["speedup"]
            print(f"{r['name']:38s} {ms['eager']:9.4f} {ms['compile']:9.4f} {ms['torchscript']:9.4f} "
                  f"{ms['cuagent']:9.4f} {sp['eager']:7.2f}x {sp['compile']:7.2f}x "
                  f"{sp['torchscript']:6.2f}x {r[cu_key]['patched_groups']:7d} "
                  f"{r['max_abs_error_vs_eager_fp32'][cu_key]:9.2e}")
        ok = [r for r in results if "error" not in r and key in r]
        print(f"{'geomean':38s} {'':39s} " + " ".join(
            f"{(geomean([r[key]['speedup'][b] for r in ok]) or float('nan')):7.2f}x"
            for b in BASELINES))


def main(make_configs=None, doc=None, default_out="bench-gemm.json"):
    """The benchmark's command line; other families' benchmarks (conv_bench.py) pass
    their own `make_configs(sizes, device)` and SIZES keys."""
    make_configs = make_configs or configs
    parser = argparse.ArgumentParser(description=(doc or __doc__).split("\n\n")[0])
    parser.add_argument("--out", default=default_out, help="JSON results")
    parser.add_argument("--cache", default="/tmp/cuagent-bench-cache", help="cuagent cache_dir")
    parser.add_argument("--device", default="cuda", choices=["cuda", "cpu"])
    parser.add_argument("--sizes", default=None, choices=["full", "medium", "small"],
                        help="full (default on cuda) or small (default on cpu)")
    parser.add_argument("--models", default="",
                        help="comma-separated name prefixes (e.g. linear+gelu,bmm)")
    parser.add_argument("--budget-s", type=float, default=0.4,
                        help="timing budget per variant and section, seconds")
    parser.add_argument("--max-trials", type=int, default=40)
    parser.add_argument("--compile-backend", default=None,
                        help="torch.compile backend (default inductor; eager with --dry-run)")
    parser.add_argument("--dry-run", action="store_true",
                        help="CPU, small sizes, torch.compile(backend='eager'), short timing: "
                             "runs the whole code path without a GPU (cuagent stays stock)")
    parser.add_argument("--verbose", action="store_true", help="cuagent's per-group report")
    parser.add_argument("--fp32-only", action="store_true",
                        help="strict fp32 section only (models without GEMMs: norms)")
    parser.add_argument("--deadline-s", type=float, default=0,
                        help="start no new config after this many seconds (0: no limit)")
    opts = parser.parse_args()
    if opts.dry_run:
        opts.device = "cpu"
        opts.sizes = opts.sizes or "small"
        opts.compile_backend = opts.compile_backend or "eager"
        opts.budget_s = min(opts.budget_s, 0.05)
        opts.max_trials = min(opts.max_trials, 6)
    opts.sizes = opts.sizes or ("full" if opts.device == "cuda" else "small")
    opts.compile_backend = opts.compile_backend or "inductor"
    if opts.device == "cuda" and not torch.cuda.is_available():
        parser.error("no CUDA device: use --dry-run (or --device cpu)")

    wanted = [p for p in opts.models.split(",") if p]
    start = time.perf_counter()
    results = []
    try:
        for name, model, make_inputs in make_configs(opts.sizes, opts.device):
            if wanted and not any(name.startswith(p) for p in wanted):
                continue
            if opts.deadline_s and time.perf_counter() - start > opts.deadline_s:
                print(f"deadline reached: {name} and later configs skipped", file=sys.stderr)
                break
            t0 = time.perf_counter()
            try:
                results.append(bench_one(name, model, make_inputs, opts))
            except Exception as error:  # one failing config must not lose the others
                results.append({"name": name, "error": f"{type(error).__name__}: {error}"[:2000]})
            print(f"[{time.perf_counter() - start:6.1f} s] {name}: "
                  f"{time.perf_counter() - t0:.1f} s", file=sys.stderr, flush=True)
            if opts.device == "cuda":
                torch.cuda.empty_cache()
    except KeyboardInterrupt:  # timeout -s INT: report what was measured
        print("interrupted: reporting the configs measured so far", file=sys.stderr)

    ok = [r for r in results if "error" not in r]
    summary = {key: {b: geomean([r[key]["speedup"][b] for r in ok if key in r]) for b in BASELINES}
               for key, _ in SECTIONS}
    with open(opts.out, "w") as f:
        json.dump({"device": torch.cuda.get_device_name() if opts.device == "cuda" else "cpu",
                   "torch": torch.__version__, "sizes": opts.sizes,
                   "compile_backend": opts.compile_backend,
                   "protocols": {k: t for k, t in SECTIONS}, "geomean_speedup": summary,
                   "seconds": time.perf_counter() - start, "results": results}, f, indent=1)
    print_table(results)
    print(f"\nwrote {opts.out} ({time.perf_counter() - start:.0f} s)")
    sys.exit(1 if len(ok) < len(results) else 0)


if __name__ == "__main__":
    main()
