"""Pure correctness judging: compare a candidate output against the eager reference.

Handles tensors, (nested) tuples/lists of tensors, and Python scalars.  No side effects,
no device assumptions; used by the harness and unit-tested directly.
"""
from __future__ import annotations

import math
from typing import Any, List, Tuple

import torch

# fp32: strict (TF32 off everywhere). tf32: the matched protocol (stock variants
# allowed TF32 too). tf32-cudaagent: CUDA Agent's protocol (stock variants at
# PyTorch's defaults, fp32 matmul and TF32 cuDNN convolutions; cuagent allowed
# TF32). Both TF32 protocols judge at 1e-2.
TOLERANCES = {"fp32": (1e-4, 1e-4), "tf32": (1e-2, 1e-2), "tf32-cudaagent": (1e-2, 1e-2)}


def tolerances(precision: str) -> Tuple[float, float]:
    """Return (atol, rtol) for a precision mode."""
    return TOLERANCES[precision]


def flatten(out: Any, prefix: str = "out") -> List[Tuple[str, Any]]:
    """Flatten an output into [(path, leaf)] with leaves tensors, numbers, None or bools."""
    if isinstance(out, (tuple, list)):
        items: List[Tuple[str, Any]] = []
        for i, o in enumerate(out):
            items.extend(flatten(o, f"{prefix}[{i}]"))
        if not out:
            items.append((prefix, ()))
        return items
    if isinstance(out, dict):
        items = []
        for k in sorted(out, key=str):
            items.extend(flatten(out[k], f"{prefix}[{k!r}]"))
        return items
    return [(prefix, out)]


def _as_tensor(x: Any):
    if isinstance(x, torch.Tensor):
        return x
    if isinstance(x, (bool, int, float)):
        return torch.tensor(x)
    return None


def _compare_leaf(path: str, ref: Any, out: Any, atol: float, rtol: float) -> Tuple[bool, str]:
    if ref is None or out is None or isinstance(ref, tuple) or isinstance(out, tuple):
        if (ref is None) != (out is None) or (type(ref) is tuple) != (type(out) is tuple):
            return False, f"{path}: structure mismatch ({type(ref).__name__} vs {type(out).__name__})"
        return True, ""
    r, o = _as_tensor(ref), _as_tensor(out)
    if r is None or o is None:
        return False, f"{path}: unsupported output type {type(out).__name__} (ref {type(ref).__name__})"
    if isinstance(ref, torch.Tensor) != isinstance(out, torch.Tensor):
        return False, f"{path}: type mismatch ({type(ref).__name__} vs {type(out).__name__})"
    if tuple(r.shape) != tuple(o.shape):
        return False, f"{path}: shape mismatch {tuple(o.shape)} vs ref {tuple(r.shape)}"
    if r.dtype != o.dtype:
        return False, f"{path}: dtype mismatch {o.dtype} vs ref {r.dtype}"
    o, r = o.detach(), r.detach()
    if o.device != r.device:
        o = o.to(r.device)
    if o.is_floating_point() or o.is_complex():
        # computed on the tensors' own device (large GPU outputs stay on the GPU)
        if not bool(torch.isfinite(o).all()):
            n_bad = int((~torch.isfinite(o)).sum())
            return False, f"{path}: {n_bad} non-finite values (NaN/Inf) in output"
        if not bool(torch.isfinite(r).all()):
            return False, f"{path}: reference has non-finite values"
        wide = torch.float64 if o.dtype == torch.float64 else torch.float32
        of, rf = o.to(wide), r.to(wide)
        if o.numel():
            diff = (of - rf).abs()
            excess = diff - (atol + rtol * rf.abs())
            n_bad = int((excess > 0).sum())
            if n_bad:
                return False, (f"{path}: values differ (max abs diff {float(diff.max()):.3g}, "
                               f"{n_bad}/{o.numel()} elements out of tolerance)")
        return True, ""
    if not torch.equal(o, r):
        return False, f"{path}: integer/bool values differ ({int((o != r).sum())}/{o.numel()} elements)"
    return True, ""


def judge(ref: Any, out: Any, atol: float = 1e-4, rtol: float = 1e-4) -> Tuple[bool, str]:
    """Compare ``out`` against reference ``ref``.  Returns (ok, reason); reason is '' when ok."""
    rl, ol = flatten(ref), flatten(out)
    if len(rl) != len(ol):
        return False, f"structure mismatch: {len(ol)} outputs vs ref {len(rl)}"
    for (path, r), (_, o) in zip(rl, ol):
        ok, why = _compare_leaf(path, r, o, atol, rtol)
        if not ok:
            return False, why
    return True, ""


def judge_sets(refs: List[Any], outs: List[Any], atol: float, rtol: float) -> Tuple[bool, str]:
    """Judge several input sets; fails on the first failing set."""
    if len(refs) != len(outs):
        return False, f"ran {len(outs)} of {len(refs)} input sets"
    for i, (r, o) in enumerate(zip(refs, outs)):
        ok, why = judge(r, o, atol, rtol)
        if not ok:
            return False, f"input set {i}: {why}"
    return True, ""


# ---------------------------------------------------------------- aggregation math
def geomean(xs) -> float | None:
    xs = [float(x) for x in xs]
    if not xs:
        return None
    return math.exp(sum(math.log(x) for x in xs) / len(xs))


def speedup(base_ms: float | None, cand_ms: float | None, correct: bool) -> float | None:
    """Speed-up of a candidate over a baseline; None when failed or unmeasured."""
    if not correct or not base_ms or not cand_ms:
        return None
    return base_ms / cand_ms


def aggregate(speedups: List[float | None]) -> dict:
    """Aggregate per-problem speed-ups (None = failure) of one variant against one baseline.

    pass_rate: fraction correct; fast_1: fraction correct AND faster (speed-up > 1);
    geomean_all: failures counted as 1.0 (stock speed); geomean_correct: correct only.
    """
    n = len(speedups)
    ok = [s for s in speedups if s is not None]
    return {
        "n": n,
        "n_correct": len(ok),
        "pass_rate": (len(ok) / n) if n else None,
        "fast_1": (sum(1 for s in ok if s > 1.0) / n) if n else None,
        "geomean_all": geomean([s if s is not None else 1.0 for s in speedups]),
        "geomean_correct": geomean(ok),
    }
