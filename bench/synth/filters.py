"""Task filters (as in CUDA Agent's synthesis pipeline).  Each returns (ok, reason).

(a) runs:           runs in eager and (optionally) torch.compile, same output structure/values
(b) deterministic:  two runs on the same inputs give equal outputs
(c) nontrivial:     finite, not constant, not near zero, and changes when the inputs change
(d) timing:         eager time within [min_ms, max_ms] on the target device

All thresholds are parameters so that tests (and CPU runs) can set them.
"""
from __future__ import annotations

import time
from typing import Any, Dict, List, Optional, Tuple

import torch

from bench.judge import flatten, judge
from bench.problem import InvalidProblem, Problem, build_model, clone_inputs, load_problem, make_inputs, short_exc

Verdict = Tuple[bool, str]


class FilterCtx:
    """A loaded problem with its model built once (fixed seed) and inputs cached per seed."""

    def __init__(self, problem: Problem | str, device: str = "cpu", model_seed: int = 0):
        self.problem = load_problem(problem) if isinstance(problem, str) else problem
        self.device = device
        self.model = build_model(self.problem, model_seed, device)
        self._inputs: Dict[int, list] = {}

    def inputs(self, seed: int) -> list:
        if seed not in self._inputs:
            self._inputs[seed] = make_inputs(self.problem, seed, self.device)
        return self._inputs[seed]

    def run(self, seed: int = 1, module: Optional[torch.nn.Module] = None) -> Any:
        with torch.no_grad():
            out = (module if module is not None else self.model)(*clone_inputs(self.inputs(seed)))
        if self.device.startswith("cuda"):
            torch.cuda.synchronize()
        return out

    def close(self) -> None:
        self._inputs.clear()
        self.model = None


def _float_leaves(out) -> List[torch.Tensor]:
    leaves = []
    for _, v in flatten(out):
        if isinstance(v, torch.Tensor):
            leaves.append(v.detach().float())
        elif isinstance(v, (int, float, bool)):
            leaves.append(torch.tensor(float(v)))
    return leaves


def check_runs(ctx: FilterCtx, use_compile: bool = True, atol: float = 1e-2, rtol: float = 1e-2) -> Verdict:
    """(a) runs in eager and torch.compile; compiled output must match eager loosely."""
    try:
        ref = ctx.run(1)
    except Exception as e:  # noqa: BLE001
        return False, f"eager failed: {short_exc(e, 400)}"
    if not _float_leaves(ref):
        return False, "output has no tensor/number leaves"
    if not use_compile:
        return True, "eager ok (compile not checked)"
    try:
        torch._dynamo.reset()
        cm = torch.compile(ctx.model)
        out = ctx.run(1, cm)
    except Exception as e:  # noqa: BLE001
        return False, f"torch.compile failed: {short_exc(e, 400)}"
    finally:
        torch._dynamo.reset()
    ok, why = judge(ref, out, atol, rtol)
    return (True, "eager and compile ok") if ok else (False, f"compile mismatch: {why}")


def check_deterministic(ctx: FilterCtx, atol: float = 1e-5, rtol: float = 1e-5) -> Verdict:
    """(b) same inputs twice -> equal outputs.  Default tolerance 1e-5 (10x tighter than fp32
    judging): bitwise equality is too strict on GPU, where cuDNN's transposed-convolution
    algorithms accumulate with atomics (run-to-run differences ~1e-7..1e-6)."""
    try:
        a = ctx.run(1)
        b = ctx.run(1)
    except Exception as e:  # noqa: BLE001
        return False, f"run failed: {short_exc(e, 400)}"
    la, lb = _float_leaves(a), _float_leaves(b)
    if len(la) != len(lb) or any(x.shape != y.shape for x, y in zip(la, lb)):
        return False, "nondeterministic output structure"
    for x, y in zip(la, lb):
        same_nan = torch.isnan(x) & torch.isnan(y)
        close = torch.isclose(x, y, atol=atol, rtol=rtol) | same_nan
        if not bool(close.all()):
            return False, f"nondeterministic: max diff {float((x - y).abs().nan_to_num(0).max()):.3g}"
    return True, "deterministic"


def check_nontrivial(ctx: FilterCtx, min_std: float = 1e-3, min_abs: float = 1e-4,
                     min_change: float = 1e-4) -> Verdict:
    """(c) no NaN/Inf, not constant, not all near zero, depends on the inputs."""
    try:
        a = _float_leaves(ctx.run(1))
        b = _float_leaves(ctx.run(2))
    except Exception as e:  # noqa: BLE001
        return False, f"run failed: {short_exc(e, 400)}"
    for i, (x, y) in enumerate(zip(a, b)):
        if not bool(torch.isfinite(x).all()):
            return False, f"output {i} has NaN/Inf"
        if x.numel() == 0:
            return False, f"output {i} is empty"
        if float(x.abs().max()) < min_abs:
            return False, f"output {i} is all near zero (max |x| {float(x.abs().max()):.3g})"
        if x.numel() > 1 and float(x.std()) < min_std:
            return False, f"output {i} is (nearly) constant (std {float(x.std()):.3g})"
        if x.shape == y.shape and float((x - y).abs().max()) < min_change * max(1.0, float(x.abs().max())):
            return False, f"output {i} does not change with the inputs"
    return True, "nontrivial"


def eager_time_ms(ctx: FilterCtx, iters: int = 5, warmup: int = 1) -> float:
    xs = ctx.inputs(1)
    cuda = ctx.device.startswith("cuda")
    with torch.no_grad():
        for _ in range(warmup):
            ctx.model(*xs)
        if cuda:
            torch.cuda.synchronize()
            s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            times = []
            for _ in range(iters):
                s.record()
                ctx.model(*xs)
                e.record()
                e.synchronize()
                times.append(s.elapsed_time(e))
        else:
            times = []
            for _ in range(iters):
                t0 = time.perf_counter()
                ctx.model(*xs)
                times.append((time.perf_counter() - t0) * 1e3)
    times.sort()
    return times[len(times) // 2]


def check_timing(ctx: FilterCtx, min_ms: float = 1.0, max_ms: float = 100.0, iters: int = 5) -> Verdict:
    """(d) median eager time within [min_ms, max_ms] (measure on the target device)."""
    try:
        t = eager_time_ms(ctx, iters=iters)
    except Exception as e:  # noqa: BLE001
        return False, f"timing run failed: {short_exc(e, 400)}"
    if t < min_ms:
        return False, f"too fast: {t:.3g} ms < {min_ms} ms"
    if t > max_ms:
        return False, f"too slow: {t:.3g} ms > {max_ms} ms"
    return True, f"eager {t:.3g} ms"


def apply_filters(path: str, device: str = "cpu", checks=("runs", "deterministic", "nontrivial", "timing"),
                  use_compile: bool = True, min_ms: float = 1.0, max_ms: float = 100.0, timing_iters: int = 5,
                  nontrivial_kw: Optional[dict] = None) -> dict:
    """Run the selected checks in order (stops at the first failure).
    Returns {"ok": bool, "verdicts": {check: [ok, reason]}, ...}."""
    verdicts: Dict[str, list] = {}
    res = {"ok": False, "verdicts": verdicts}
    try:
        ctx = FilterCtx(path, device)
    except InvalidProblem as e:
        verdicts["load"] = [False, str(e)[:500]]
        return res
    except Exception as e:  # noqa: BLE001
        verdicts["load"] = [False, short_exc(e, 500)]
        return res
    try:
        for c in checks:
            if c == "runs":
                v = check_runs(ctx, use_compile=use_compile)
            elif c == "deterministic":
                v = check_deterministic(ctx)
            elif c == "nontrivial":
                v = check_nontrivial(ctx, **(nontrivial_kw or {}))
            elif c == "timing":
                v = check_timing(ctx, min_ms, max_ms, timing_iters)
                try:
                    res["eager_ms"] = float(v[1].split()[1]) if v[0] else None
                except (IndexError, ValueError):
                    pass
            else:
                raise ValueError(f"unknown check {c!r}")
            verdicts[c] = [bool(v[0]), v[1]]
            if not v[0]:
                return res
        res["ok"] = True
        return res
    finally:
        ctx.close()
        del ctx
        if device.startswith("cuda"):
            torch.cuda.empty_cache()
