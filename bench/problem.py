"""Loading and validating KernelBench-format problem files.

A problem file defines ``class Model(nn.Module)``, ``get_inputs()`` and ``get_init_inputs()``.
"""
from __future__ import annotations

import copy
import hashlib
import importlib.util
import sys
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import torch


class InvalidProblem(Exception):
    """The problem file itself is broken (import error, missing symbol, wrong type, raises)."""


@dataclass
class Problem:
    name: str
    path: str
    module: Any
    Model: type
    get_inputs: Callable[[], list]
    get_init_inputs: Callable[[], list]


def short_exc(e: BaseException, limit: int = 1500) -> str:
    s = f"{type(e).__name__}: {e}"
    return s if len(s) <= limit else s[:limit] + "..."


def load_problem(path: str | Path) -> Problem:
    path = Path(path)
    name = path.stem
    modname = "bench_problem_" + hashlib.sha1(str(path.resolve()).encode()).hexdigest()[:12]
    try:
        spec = importlib.util.spec_from_file_location(modname, str(path))
        if spec is None or spec.loader is None:
            raise InvalidProblem(f"cannot create import spec for {path}")
        mod = importlib.util.module_from_spec(spec)
        sys.modules[modname] = mod  # TorchScript needs the module registered to resolve sources
        spec.loader.exec_module(mod)
    except InvalidProblem:
        raise
    except BaseException as e:  # noqa: BLE001 - any failure in user code makes the problem invalid
        if isinstance(e, KeyboardInterrupt):
            raise
        raise InvalidProblem(f"import failed: {short_exc(e)}\n{traceback.format_exc(limit=3)}") from e
    missing = [s for s in ("Model", "get_inputs", "get_init_inputs") if not hasattr(mod, s)]
    if missing:
        raise InvalidProblem(f"missing required symbol(s): {', '.join(missing)}")
    if not (isinstance(mod.Model, type) and issubclass(mod.Model, torch.nn.Module)):
        raise InvalidProblem("Model is not an nn.Module subclass")
    for s in ("get_inputs", "get_init_inputs"):
        if not callable(getattr(mod, s)):
            raise InvalidProblem(f"{s} is not callable")
    return Problem(name, str(path), mod, mod.Model, mod.get_inputs, mod.get_init_inputs)


def _check_list(val: Any, what: str) -> list:
    if not isinstance(val, (list, tuple)):
        raise InvalidProblem(f"{what}() returned {type(val).__name__}, expected list or tuple")
    return list(val)


def call_init_inputs(p: Problem) -> list:
    try:
        v = p.get_init_inputs()
    except Exception as e:  # noqa: BLE001
        raise InvalidProblem(f"get_init_inputs() raised {short_exc(e)}") from e
    return _check_list(v, "get_init_inputs")


def make_inputs(p: Problem, seed: int, device: str) -> list:
    """Call get_inputs() under a given seed and move tensors to ``device``."""
    torch.manual_seed(seed)
    try:
        with torch.device(device):
            v = p.get_inputs()
    except Exception as e:  # noqa: BLE001
        raise InvalidProblem(f"get_inputs() raised {short_exc(e)}") from e
    v = _check_list(v, "get_inputs")
    if not v:
        raise InvalidProblem("get_inputs() returned an empty list")
    return [x.to(device) if isinstance(x, torch.Tensor) else x for x in v]


def build_model(p: Problem, seed: int, device: str) -> torch.nn.Module:
    """Construct the model once under a fixed seed, in eval mode, on ``device``."""
    init = call_init_inputs(p)
    torch.manual_seed(seed)
    try:
        with torch.device(device):
            m = p.Model(*init)
    except Exception as e:  # noqa: BLE001
        raise InvalidProblem(f"Model(*get_init_inputs()) raised {short_exc(e)}") from e
    if not isinstance(m, torch.nn.Module):
        raise InvalidProblem(f"Model(...) returned {type(m).__name__}")
    return m.to(device).eval()


def clone_model(m: torch.nn.Module) -> torch.nn.Module:
    return copy.deepcopy(m)


def problem_size(model: torch.nn.Module, inputs: list) -> dict:
    in_numel = sum(x.numel() for x in inputs if isinstance(x, torch.Tensor))
    p_numel = sum(p.numel() for p in model.parameters()) + sum(b.numel() for b in model.buffers())
    return {"input_numel": int(in_numel), "param_numel": int(p_numel), "total_numel": int(in_numel + p_numel)}


def clone_inputs(xs: list) -> list:
    return [x.clone() if isinstance(x, torch.Tensor) else copy.deepcopy(x) for x in xs]
