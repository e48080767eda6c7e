"""cuagent: verified, cached CUDA kernels for fused subgraphs of TorchScript models.

The heavy lifting is in libcuagent_torch.so (C++, LibTorch); this package only
finds and loads it and calls its operators (``torch.ops.cuagent.*``), so no
Python extension module needs to be built.

    import cuagent
    fast = cuagent.optimize(torch.jit.script(model.eval()), [x])
    fast(x)
    print(cuagent.last_report(), cuagent.stats())
"""

import contextlib
import fcntl
import io
import json
import os
import sys
import threading
import time
from pathlib import Path

import torch

from . import graphs as _graphs
from . import jit as _jit

__all__ = [
    "load_library",
    "library_path",
    "optimize",
    "partition",
    "last_report",
    "stats",
    "reset",
    "CudaGraphModule",
    "JitModule",
]

CudaGraphModule = _graphs.CudaGraphModule
JitModule = _jit.JitModule

_LIB_NAME = "libcuagent_torch.so"
_loaded_path = None
_last_report = None


def _candidate_paths():
    env = os.environ.get("CUAGENT_LIB")
    if env:
        yield Path(env)
        return
    build = os.environ.get("CUAGENT_BUILD_DIR")
    if build:
        yield Path(build) / "lib" / _LIB_NAME
    repo = Path(__file__).resolve().parents[2]
    yield repo / "build" / "lib" / _LIB_NAME
    yield Path(__file__).resolve().parent / _LIB_NAME
    yield Path(__file__).resolve().parent / "lib" / _LIB_NAME


def library_path():
    """The path of libcuagent_torch.so that load_library would use."""
    tried = []
    for path in _candidate_paths():
        tried.append(str(path))
        if path.is_file():
            return path
    raise FileNotFoundError(
        "cuagent: cannot find %s (tried: %s). Build it (cmake --build build) or set "
        "CUAGENT_LIB to its path or CUAGENT_BUILD_DIR to the build directory."
        % (_LIB_NAME, ", ".join(tried))
    )


def load_library():
    """Loads the operator library once; returns its path. Needed before
    torch.jit.load of an optimized module."""
    global _loaded_path
    if _loaded_path is None:
        path = library_path()
        torch.ops.load_library(str(path))
        _loaded_path = path
    return _loaded_path


_PATH_OPTIONS = ("cache_dir", "worker_path", "task_dir")
PRECISIONS = ("fp32", "tf32")
SANITIZER_TOOLS = ("memcheck", "racecheck", "initcheck", "synccheck")


def _sanitize_option(value):
    """'racecheck,initcheck' or ['racecheck', 'initcheck'] -> the worker's comma list."""
    names = value.split(",") if isinstance(value, str) else value
    if isinstance(value, bytes) or not hasattr(names, "__iter__"):
        raise TypeError("cuagent: sanitize must be a comma list or a list of compute-sanitizer "
                        "tools (%s), got %r" % (", ".join(SANITIZER_TOOLS), value))
    tools = []
    for name in names:
        name = name.strip() if isinstance(name, str) else name
        if name not in SANITIZER_TOOLS:
            raise ValueError("cuagent: sanitize: unknown compute-sanitizer tool %r; the tools are "
                             "%s (e.g. sanitize=\"racecheck,initcheck\")"
                             % (name, ", ".join(SANITIZER_TOOLS)))
        if name not in tools:
            tools.append(name)
    if not tools:
        raise ValueError("cuagent: sanitize needs at least one of %s" % ", ".join(SANITIZER_TOOLS))
    return ",".join(tools)


def _check_option(name, value):
    """Returns the JSON form of one option value, or raises an error that
    says what the option takes. The C++ side checks again."""
    if name == "deny_list":
        if isinstance(value, (str, bytes)) or not hasattr(value, "__iter__"):
            raise TypeError(
                "cuagent: deny_list must be a list of ATen schema names such as "
                "['aten::gelu'], got %r" % (value,))
        value = list(value)
        for item in value:
            if not isinstance(item, str):
                raise TypeError("cuagent: deny_list entries must be strings such as 'aten::gelu', "
                                "got %r" % (item,))
        return sorted(value)
    if name in _PATH_OPTIONS:
        if not isinstance(value, (str, os.PathLike)):
            raise TypeError("cuagent: %s must be a path (str or os.PathLike), got %s"
                            % (name, type(value).__name__))
        value = os.fspath(value)
        if value == "":
            raise ValueError(
                "cuagent: %s must not be empty; pass None (or leave it out) for the default%s"
                % (name, " ($CUAGENT_CACHE_DIR, else ~/.cache/cuagent)" if name == "cache_dir"
                         else ""))
        return value
    if name in ("strict", "verbose", "patch_all", "retry_parts", "decompose_attention",
                "fp32_emulation", "batch_tiling"):
        if not isinstance(value, bool):
            raise TypeError("cuagent: %s must be True or False, got %r" % (name, value))
    elif name == "min_group_size":
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise ValueError("cuagent: min_group_size must be an integer >= 1, got %r" % (value,))
    elif name in ("worker_timeout_s", "candidate_timeout_s"):
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not value > 0 \
                or value == float("inf"):
            raise ValueError("cuagent: %s must be a positive number of seconds, got %r"
                             % (name, value))
    elif name == "min_speedup":
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not value >= 0 \
                or value == float("inf"):
            raise ValueError("cuagent: min_speedup must be a number >= 0 (0 patches every "
                             "verified kernel), got %r" % (value,))
    elif name == "precision":
        if value not in PRECISIONS:
            raise ValueError("cuagent: precision must be one of %s ('fp32': strict float32, "
                             "TF32 off; 'tf32': TF32 tensor cores allowed for GEMMs), got %r"
                             % (", ".join(repr(p) for p in PRECISIONS), value))
    elif name == "max_memory_ratio":
        if isinstance(value, bool) or not isinstance(value, (int, float)) \
                or not (value == 0 or 1 <= value < float("inf")):
            raise ValueError("cuagent: max_memory_ratio must be a number >= 1 (a patched group "
                             "may take at most this times the memory stock holds at it; default "
                             "1.2) or 0 for no cap, got %r" % (value,))
        value = float(value)
    elif name == "memory_budget":
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 < value <= 1:
            raise ValueError("cuagent: memory_budget must be a fraction in (0, 1] of the free GPU "
                             "memory (and of the task directory's free disk) that verifying one "
                             "group may use; default 0.8; got %r" % (value,))
        value = float(value)
    elif name == "sanitize":
        value = _sanitize_option(value)
    elif name == "policy":
        if not isinstance(value, str) or not value:
            raise TypeError("cuagent: policy must be 'builtin' or 'file:<candidates.json>', "
                            "got %r" % (value,))
    return value


def _options_json(options):
    known = {
        "cache_dir", "min_group_size", "deny_list", "strict", "worker_path",
        "worker_timeout_s", "candidate_timeout_s", "policy", "verbose", "task_dir",
        "patch_all", "retry_parts", "decompose_attention", "min_speedup", "precision",
        "fp32_emulation", "batch_tiling", "max_memory_ratio", "memory_budget", "sanitize",
    }
    unknown = set(options) - known
    if unknown:
        raise TypeError(
            "cuagent: unknown option(s) %s; known options: %s"
            % (", ".join(sorted(unknown)), ", ".join(sorted(known)))
        )
    clean = {}
    for name, value in options.items():
        if value is None:
            continue
        clean[name] = _check_option(name, value)
    return json.dumps(clean, allow_nan=False)


@contextlib.contextmanager
def _io_dir():
    """A temporary folder for the saved module, made by the library so that
    it is owned like the task folders: removed on return, on an exception and
    on SIGINT/SIGTERM/SIGHUP/SIGQUIT, and swept by the next optimize when
    this process was SIGKILLed."""
    path = torch.ops.cuagent.make_io_dir()
    try:
        yield path
    finally:
        torch.ops.cuagent.remove_io_dir(path)


def _script(module):
    if isinstance(module, torch.jit.ScriptModule):
        return module
    if isinstance(module, torch.nn.Module):
        return torch.jit.script(module)
    raise TypeError("cuagent.optimize expects a torch.jit.ScriptModule or an nn.Module, got %s"
                    % type(module).__name__)


def _example_inputs(example_inputs):
    """forward's arguments as a list. A lone tensor is one argument; values
    may be tensors, numbers, bools, lists, tuples or None. Trailing arguments
    with defaults may be left out."""
    if isinstance(example_inputs, torch.Tensor):
        return [example_inputs]
    if not isinstance(example_inputs, (list, tuple)):
        raise TypeError(
            "cuagent: example_inputs must be a list or tuple of forward's arguments "
            "(e.g. [x] or (x, mask)), got %s" % type(example_inputs).__name__)
    return list(example_inputs)


def _check_arity(scripted, inputs):
    """forward's argument count against the example inputs, with the
    signature in the message. Checked here as well as in C++: a failed check
    thrown from the C++ op crashed one torch build (2.11.0+cu130)."""
    try:
        arguments = list(scripted.forward.schema.arguments)[1:]
    except (AttributeError, RuntimeError):
        return
    def has_default(argument):
        return argument.has_default_value()
    signature = ", ".join("%s: %s%s" % (a.name, a.type, " = ..." if has_default(a) else "")
                          for a in arguments)
    if len(inputs) > len(arguments):
        raise RuntimeError(
            "cuagent: forward(%s) takes %d argument(s) but %d example input(s) were given; "
            "pass one example value per argument" % (signature, len(arguments), len(inputs)))
    for i in range(len(inputs), len(arguments)):
        if not has_default(arguments[i]):
            raise RuntimeError(
                "cuagent: forward(%s) needs a value for '%s' (argument %d, no default) but only "
                "%d example input(s) were given; pass one example value per argument"
                % (signature, arguments[i].name, i + 1, len(inputs)))


def _on_cuda(inputs):
    """True when the example inputs' tensors (inputs may also hold numbers,
    lists and None) are all on CUDA."""
    tensors = [t for t in _tensors_in(inputs)]
    return bool(tensors) and all(t.is_cuda for t in tensors)


def _tensors_in(value):
    if isinstance(value, torch.Tensor):
        yield value
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _tensors_in(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _tensors_in(item)


@contextlib.contextmanager
def _gpu_lock():
    """CUAGENT_GPU_LOCK, as the C++ side takes it: timing must not share the GPU with a
    harness job's measurement."""
    path = os.environ.get("CUAGENT_GPU_LOCK")
    try:
        handle = open(path, "a+") if path else None
    except OSError:  # an unusable path: measure unlocked, as the C++ side does
        handle = None
    if handle is None:
        yield
        return
    with handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _median_ms(module, inputs, calls):
    start = [torch.cuda.Event(enable_timing=True) for _ in range(calls)]
    end = [torch.cuda.Event(enable_timing=True) for _ in range(calls)]
    for i in range(calls):
        start[i].record()
        module(*inputs)
        end[i].record()
    torch.cuda.synchronize()
    return sorted(s.elapsed_time(e) for s, e in zip(start, end))[calls // 2]


def _runtime_fallbacks(report, stats_json=None):
    """The reasons why the runtime sent patched groups of `report` to stock kernels (a
    missing cache entry, a plan that failed to load): timing such a module against the
    stock one measures nothing, and the report must say why."""
    keys = json.loads(stats_json if stats_json is not None else torch.ops.cuagent.stats())
    keys = keys.get("keys", {})
    patched = {g.get("key") for g in report.get("groups", []) if g.get("patched")}
    return sorted({keys[k]["reason"] for k in patched
                   if k in keys and keys[k].get("bad") and keys[k].get("reason")})


def _faster_end_to_end(optimized, stock, inputs, report, rounds=3, slice_ms=200.0,
                       median_ms=_median_ms, runtime_fallbacks=_runtime_fallbacks):
    """Times the patched module against the stock frozen one, interleaved, on the example
    inputs. Per-group kernel times leave out the guard's host cost, which a host-bound
    model pays in full; the whole module must win, or the stock module is returned
    (the groups are reported NotFaster). Returns whether `optimized` is kept."""
    with torch.no_grad(), _gpu_lock():
        for module in (stock, optimized):  # profiling runs, plan loading
            for _ in range(3):
                module(*inputs)
        # Bounded for models of seconds per call: about rounds * 2 * slice_ms in all.
        calls = max(3, min(15, int(slice_ms / max(median_ms(stock, inputs, 1), 1e-3))))
        times = {"stock": [], "optimized": []}
        for _ in range(rounds):
            times["stock"].append(median_ms(stock, inputs, calls))
            times["optimized"].append(median_ms(optimized, inputs, calls))
    stock_ms, optimized_ms = (sorted(v)[rounds // 2] for v in times.values())
    fell_back = runtime_fallbacks(report)
    kept = optimized_ms < stock_ms and not fell_back
    report["end_to_end"] = {"stock_ms": stock_ms, "optimized_ms": optimized_ms, "kept": kept}
    if fell_back:
        why = ("the patched module ran stock kernels at run time: " + "; ".join(fell_back))
    elif not kept:
        why = ("the patched module took %.4f ms per call end to end, the stock frozen module "
               "%.4f ms (the guards' host cost outweighs the kernels' gain)" % (optimized_ms, stock_ms))
    if not kept:
        for group in report.get("groups", []):
            if group.get("patched"):
                group.update(patched=False, status="not_faster", reason="NotFaster: " + why)
                report["fallbacks"].append({"op": "group%d" % group.get("index", -1),
                                            "reason": "NotFaster", "detail": why, "count": 1})
        report["patched_groups"] = 0
        print("cuagent: the stock module is kept: " + why, file=sys.stderr)
    return kept


def _tolerance(precision, value):
    """The verification's tolerance (lib/Verify/Compare.cpp) for an output."""
    if precision == "tf32" or value.dtype in (torch.float16, torch.bfloat16):
        return 1e-2
    return 1e-4


# The end-to-end check accepts only differences within this share of the
# tolerance. The example inputs are one draw: a module whose patched outputs use
# most of the tolerance on them (an ill-conditioned chain, where reassociation
# alone moves the result by ~1e-4) exceeds it on other inputs. Measured on the
# H200 (decision 38): such a module passed at share 1.0 on its example inputs
# and failed the harness on another input set; well-conditioned modules stay
# far below 0.5.
END_TO_END_MARGIN = 0.5


# Elements the end-to-end check compares at a time (its float64 temporaries
# take 8 bytes each).
_CHECK_CHUNK = 1 << 24


def _tolerance_share(got, want, tol):
    """|got - want| as a share of the tolerance tol + tol * |want|, per element:
    0 for the same infinity or NaN on both sides, inf where only one side is
    non-finite that way."""
    g, w = got.double(), want.double()
    share = (g - w).abs() / (tol + tol * w.abs())
    share = torch.where(torch.isinf(g) | torch.isinf(w),  # the same infinity or not at all
                        torch.where(g == w, 0.0, float("inf")), share)
    share = torch.where(torch.isnan(g) & torch.isnan(w), 0.0, share)
    return torch.where(torch.isnan(share), float("inf"), share)  # NaN on one side only


def _shares(got, want, tol, margin):
    """(elements past `margin` of the tolerance, the worst share) of two
    float tensors of one shape, in chunks: float64 copies of whole multi-GiB
    outputs would need several times their size on the GPU at once."""
    bad, worst = 0, 0.0
    g, w = got.reshape(-1), want.reshape(-1)
    for start in range(0, w.numel(), _CHECK_CHUNK):
        share = _tolerance_share(g[start:start + _CHECK_CHUNK], w[start:start + _CHECK_CHUNK], tol)
        bad += int((share > margin).sum())
        worst = max(worst, float(share.max()))
    return bad, worst


def _worst_share(got, want, precision):
    """The largest |got - want| as a share of the tolerance over every float
    tensor of two outputs of one structure (inf where they differ otherwise)."""
    if isinstance(want, torch.Tensor):
        if not isinstance(got, torch.Tensor) or got.shape != want.shape \
                or got.dtype != want.dtype:
            return float("inf")
        if not want.is_floating_point():
            return 0.0 if torch.equal(got, want) else float("inf")
        return _shares(got, want, _tolerance(precision, want), 1.0)[1]
    if isinstance(want, (list, tuple)):
        if not isinstance(got, (list, tuple)) or len(got) != len(want):
            return float("inf")
        return max([_worst_share(a, b, precision) for a, b in zip(got, want)], default=0.0)
    if isinstance(want, dict):
        if not isinstance(got, dict) or set(got) != set(want):
            return float("inf")
        return max([_worst_share(got[k], want[k], precision) for k in want], default=0.0)
    return 0.0 if got == want else float("inf")


def _disagreement(got, want, precision, path="out", margin=END_TO_END_MARGIN):
    """Why `got` (the patched module's outputs) is not `want` (the stock
    module's) within `margin` of the verification's tolerance, or None when
    it is."""
    if isinstance(want, torch.Tensor):
        if not isinstance(got, torch.Tensor) or got.shape != want.shape \
                or got.dtype != want.dtype:
            return "%s: a different type, shape or dtype" % path
        if not want.is_floating_point():
            return None if torch.equal(got, want) else "%s: values differ" % path
        tol = _tolerance(precision, want)
        bad, worst = _shares(got, want, tol, margin)
        if bad:
            return ("%s: %d of %d elements differ by more than %g of the tolerance "
                    "%g + %g*|stock| (worst %.3g of it)" % (
                        path, bad, want.numel(), margin, tol, tol, worst))
        return None
    if isinstance(want, (list, tuple)):
        if not isinstance(got, (list, tuple)) or len(got) != len(want):
            return "%s: a different structure" % path
        for i, (a, b) in enumerate(zip(got, want)):
            why = _disagreement(a, b, precision, "%s[%d]" % (path, i), margin)
            if why:
                return why
        return None
    if isinstance(want, dict):
        if not isinstance(got, dict) or set(got) != set(want):
            return "%s: a different structure" % path
        for key in want:
            why = _disagreement(got[key], want[key], precision, "%s[%r]" % (path, key), margin)
            if why:
                return why
        return None
    return None if got == want else "%s: %r is not %r" % (path, got, want)


@contextlib.contextmanager
def _tf32_settings(allowed):
    """TF32 for every float32 GEMM and convolution (allowed) or none; the
    caller's settings come back on the way out."""
    matmul, cudnn = torch.backends.cuda.matmul.allow_tf32, torch.backends.cudnn.allow_tf32
    precision = torch.get_float32_matmul_precision()
    try:
        torch.backends.cuda.matmul.allow_tf32 = allowed
        torch.backends.cudnn.allow_tf32 = allowed
        torch.set_float32_matmul_precision("high" if allowed else "highest")
        yield
    finally:
        torch.set_float32_matmul_precision(precision)
        torch.backends.cuda.matmul.allow_tf32 = matmul
        torch.backends.cudnn.allow_tf32 = cudnn


def _strict_fp32():
    """Strict float32 for the stock side of the end-to-end check, as the
    worker's references are (lib/TorchScript/TaskBuilder.cpp): PyTorch's
    default lets cuDNN convolutions use TF32, whose error (~1e-3 relative)
    is ten times the fp32 tolerance, so a caller who kept that default saw
    every verified convolution group rejected here (the policy dataset job
    did)."""
    return _tf32_settings(False)


def _caller_allows_tf32():
    """Whether the caller's eager runs some float32 GEMM or convolution on TF32
    (PyTorch's default lets cuDNN convolutions do so)."""
    return (torch.backends.cudnn.allow_tf32 or torch.backends.cuda.matmul.allow_tf32
            or torch.get_float32_matmul_precision() != "highest")


def _disagreement_with(got, wants, precision, margin=END_TO_END_MARGIN):
    """Why `got` differs from one of the stock outputs in `wants`, or None.
    "strict": the stock module in strict fp32, the worker's reference. "as_run"
    (the tf32 mode, where the caller lets stock use TF32): the stock module as the
    caller's eager runs it. A group verified within 1e-2 of strict fp32 can still
    be 1e-2 away from stock's own TF32 convolution, whose error is as large and
    independent of ours (decision 64: syn000196 on the H200, a 3xTF32 GEMM and a
    TF32 conv over 2048 channels verified against strict fp32, 4963 of 1048576
    elements past 1e-2 of eager's result): a caller comparing against eager sees
    a wrong result, so that must not pass either."""
    why = _disagreement(got, wants["strict"], precision, margin=margin)
    if why is None and "as_run" in wants:
        why = _disagreement(got, wants["as_run"], precision, margin=margin)
        if why:
            why = _AS_RUN + why
    return why


_AS_RUN = "against stock under the caller's TF32 settings, "

# In the tf32 mode the margin is calibrated by stock's own TF32 error on the
# example inputs (decision 91): up to this multiple of its worst share, never
# past the whole tolerance. 1.5 covers two independent roundings (the as-run
# comparison: ours and stock's) and another accumulation order.
TF32_CALIBRATION = 1.5


def _all_tf32():
    """TF32 for every float32 GEMM and convolution of the stock module: what
    PyTorch's own TF32 result is."""
    return _tf32_settings(True)


def _tf32_margin(stock, inputs, strict):
    """(the margin, stock's TF32 worst share): END_TO_END_MARGIN, or more where
    PyTorch's own TF32 result is that far from strict fp32 on these inputs. A
    rounding tail over many elements (a K = 4096 GEMM's 33M outputs) reaches
    0.6-0.7 of the 1e-2 tolerance for stock and cuagent alike, and its maximum
    barely moves between input draws; a wrong kernel's error does not shrink
    with stock's."""
    with _all_tf32():
        own = stock(*inputs)
    share = _worst_share(own, strict, "tf32")
    del own
    return min(1.0, max(END_TO_END_MARGIN, TF32_CALIBRATION * share)), share


def _check_once(optimized, stock, inputs, wants, precision):
    """(why the patched outputs disagree or None, the TF32 calibration used or
    {}): at END_TO_END_MARGIN, and in the tf32 mode, where that alone fails
    (every element within the whole tolerance), again at the margin stock's
    own TF32 error calibrates (_tf32_margin)."""
    got = optimized(*inputs)
    why = _disagreement_with(got, wants, precision)
    if why is None or precision != "tf32":
        return why, {}
    if max(_worst_share(got, want, precision) for want in wants.values()) > 1.0:
        return why, {}
    margin, share = _tf32_margin(stock, inputs, wants["strict"])
    calibration = {"margin": margin, "stock_tf32_worst_share": round(share, 4)}
    if margin > END_TO_END_MARGIN:
        why = _disagreement_with(got, wants, precision, margin)
    return why, calibration


def _agree_end_to_end(optimized, stock, inputs, report, rerun, rerun_strict=None):
    """Each patched group was verified alone, but errors compound through
    the stock ops and groups after it: a part of a split group (a GEMM alone)
    can be within tolerance while the stock sum after it cancels. The
    patched module must agree with the stock frozen module on the example
    inputs, at the verification's tolerance. If it does not and parts of
    split groups are patched, optimize runs again without parts (`rerun`);
    if it still does not and the precision is tf32, it runs again in strict
    fp32 (`rerun_strict`: groups verified to 1e-4 each, 3xTF32 among them),
    checked at tf32's tolerance still; if it still does not, the stock
    module is returned, the reason in the report. Returns (module, report)."""
    precision = report.get("precision", "fp32")
    wants, calibration = {}, {}
    try:
        with torch.no_grad(), _gpu_lock():
            with _strict_fp32():
                wants["strict"] = stock(*inputs)
            if precision == "tf32" and _caller_allows_tf32():
                wants["as_run"] = stock(*inputs)
            why, calibration = _check_once(optimized, stock, inputs, wants, precision)
    except torch.cuda.OutOfMemoryError as error:
        return _unchecked(stock, report, error, False)
    except RuntimeError as error:
        return _raised(stock, report, error)
    retried = False
    if why and any(g.get("patched") and "part_of" in g for g in report.get("groups", [])):
        # Not under the GPU lock: optimize takes it itself (a second flock
        # of the same file from this process would wait for ever).
        optimized, report = rerun()
        retried = True
        why = None
        if not report.get("patched_groups", 0):
            optimized = stock  # nothing left patched: the stock module, as optimize returns
        else:
            why, calibration, fallback = _check_again(optimized, stock, inputs, wants,
                                                      precision, report, retried)
            if fallback:
                return fallback
    strict = False
    if why and precision == "tf32" and rerun_strict is not None:
        # A TF32 GEMM's error, within 1e-2 alone, summed again by a stock
        # conv or GEMM after it (syn000122, syn000196): the same groups in
        # strict fp32 carry errors of 1e-4 into that sum.
        optimized, report = rerun_strict()
        strict = True
        if report.get("patched_groups", 0):  # else the stock module, for the reason found
            why, calibration, fallback = _check_again(optimized, stock, inputs, wants,
                                                      precision, report, retried)
            if fallback:
                return fallback
    check = {"agrees": why is None, "retried_without_parts": retried,
             "retried_strict_fp32": strict, "detail": why, **calibration}
    if why is None:
        report["end_to_end_check"] = check
        return optimized, report
    if why.startswith(_AS_RUN):
        cause = ("stock's own TF32 rounding and the groups' are further apart than the "
                 "tolerance allows; with torch.backends.cudnn.allow_tf32 and "
                 "torch.backends.cuda.matmul.allow_tf32 False the comparison is with strict "
                 "fp32 only")
    else:
        cause = "the groups' errors compound"
    return _keep_stock(stock, report, (
        "the patched module's outputs differ from the stock module's on the example "
        "inputs (%s): %s" % (why, cause)), check)


def _check_again(optimized, stock, inputs, wants, precision, report, retried):
    """The check of a rerun's module: (why, calibration, None), or (None, {},
    (module, report)) to return where the check could not run (the stock
    module, with the reason)."""
    try:
        with torch.no_grad(), _gpu_lock():
            why, calibration = _check_once(optimized, stock, inputs, wants, precision)
        return why, calibration, None
    except torch.cuda.OutOfMemoryError as error:
        return None, {}, _unchecked(stock, report, error, retried)
    except RuntimeError as error:
        return None, {}, _raised(stock, report, error)


def _unchecked(stock, report, error, retried):
    """Unchecked is not agreed: the stock module, and what to do about it."""
    torch.cuda.empty_cache()
    return _keep_stock(stock, report, (
        "the end-to-end check ran out of GPU memory (%s); it holds the stock and the patched "
        "outputs at once: free GPU memory before optimize (other tensors and models, then "
        "torch.cuda.empty_cache())" % str(error).splitlines()[0]),
        {"agrees": False, "retried_without_parts": retried, "detail": "out of GPU memory"})


def _raised(stock, report, error):
    """The patched module raised where the stock one ran: a group's outputs are
    row-major, and a stock op after it may have relied on the stride stock gave
    (a .view of a transposed sdpa result). The stock module, and the reason."""
    return _keep_stock(stock, report, (
        "the patched module raised on the example inputs (%s): a stock op after a group "
        "may rely on a layout the group does not produce; report it with the model"
        % str(error).splitlines()[0]),
        {"agrees": False, "retried_without_parts": False, "detail": "raised"})


def _keep_stock(stock, report, why, check):
    """The stock module after an end-to-end check that failed or could not run:
    every group unpatched, the reason in the report and printed once."""
    report["end_to_end_check"] = check
    for group in report.get("groups", []):
        if group.get("patched"):
            group.update(patched=False, status="end_to_end_mismatch", reason="VerifyFailed: " + why)
    report["fallbacks"].append({"op": "module", "reason": "VerifyFailed", "detail": why,
                                "count": 1})
    report["patched_groups"] = 0
    print("cuagent: the stock module is kept: " + why, file=sys.stderr)
    return stock, report


def _stock_frozen(scripted, saved_path):
    """The module a user builds without cuagent, torch.jit.freeze of it in eval mode: where
    nothing is patched, optimize returns exactly that, so it never costs more per call
    than stock (a save/load round trip rebuilds constant lists on every call)."""
    if not scripted._c.hasattr("training"):  # already frozen: that is the stock module
        return scripted
    # Always a loaded copy, in eval mode (which freeze needs; the caller's module stays as
    # it is): freezing the scripted module itself clones it into TorchScript's global
    # compilation unit, which never frees the constants, so every optimize pinned one copy
    # of the caller's weights for the life of the process (decision 66). A loaded module
    # has a unit of its own, freed with it.
    if saved_path is None:
        buffer = io.BytesIO()
        torch.jit.save(scripted, buffer)
        buffer.seek(0)
        saved_path = buffer
    return torch.jit.freeze(torch.jit.load(saved_path, map_location=None).eval())


def optimize(module, example_inputs, **options):
    """Returns a frozen copy of `module` whose supported fused subgraphs run
    verified cuagent kernels behind guards (stock kernels otherwise).

    Options: cache_dir, min_group_size, deny_list, strict, worker_path,
    worker_timeout_s, candidate_timeout_s, policy, verbose, task_dir,
    patch_all, memory_budget, min_speedup (a verified kernel is patched in only when the stock
    subgraph, as TorchScript runs it, is at least this many times slower;
    default 1.03; then on CUDA the whole patched module must beat the stock
    frozen module end to end on the example inputs, or the stock module is
    returned; 0 patches every verified kernel and skips that check), precision,
    fp32_emulation, batch_tiling, max_memory_ratio, sanitize.

    precision applies to float32 groups (float16/bfloat16 groups keep their
    own): "fp32" (the default) is strict float32, TF32 off, and a kernel is
    verified against the stock result to 1e-4; "tf32" lets GEMMs (cuBLASLt) use
    TF32 tensor cores, and a kernel is verified against the strict fp32 stock
    result to 1e-2: one that misses that stays stock. The precision is part of
    the cache key.

    fp32_emulation (default True): in the fp32 mode, compute-bound float32
    GEMMs and convolutions are also tried as 3xTF32 (three TF32 tensor-core
    products summed in float32, verified against strict fp32 at 1e-4 like
    any candidate); their operand copies are workspace, several times the
    operands. False keeps cuBLAS's and cuDNN's fp32 kernels only (part of
    the cache key).

    batch_tiling (default True): a group no plan of which fits under
    max_memory_ratio is planned again a batch chunk at a time where that
    computes exactly the same (decision 69: no op reduces, normalizes, scans
    or attends across the cut dims), its chunk's steps repeated over slices
    of its inputs and outputs, and verified on the whole group like any
    plan. False keeps such groups stock (part of the cache key).

    max_memory_ratio (default 1.2): a patched group may take at most this
    multiple of the memory stock holds at it (its inputs, outputs and largest
    intermediate, or, where more, what one stock run of the group was
    measured to allocate on CUDA, its cuDNN/cuBLAS workspaces included): a
    verified kernel whose workspace (3xTF32 copies, library workspaces,
    intermediates) is over that cap is not chosen, and a group with none
    under it stays stock and says so. 0: no cap. Part of the cache key when
    not the default. Measuring stock's peak resets the device's peak memory
    statistics (torch.cuda.reset_peak_memory_stats) during optimize.

    memory_budget (default 0.8) is the fraction of the free GPU memory, and of
    the free disk of the task directory ($TMPDIR, or task_dir), that verifying
    one group may take: on CUDA this process holds the stock outputs of every
    reference set for the worker (CUDA IPC), and the worker one set of inputs
    (drawn on the GPU), the parameters, the outputs, an L2 flush buffer and a
    workspace; no reference data touches the disk. With task_dir (kept task
    folders, re-runnable later) the reference data goes through files. A group over it stays stock with
    reason TooLarge (the detail says what it needs and has). Task folders are
    removed on every way out, including SIGINT/SIGTERM; those of a SIGKILLed
    process are swept by the next optimize. The report is available as
    cuagent.last_report().

    sanitize (default None): compute-sanitizer tools ("racecheck,initcheck",
    or a list; memcheck, racecheck, initcheck, synccheck) that every kernel
    must also pass after the result checks; any report rejects it. Needs
    compute-sanitizer ($CUDA_HOME/bin, PATH or /usr/local/cuda/bin) and costs
    10-100x per candidate; refused for groups over 256 MiB of tensors. Not part
    of the cache key: a cached kernel verified without these tools is rebuilt,
    and the report's groups list the tools their entry passed ("sanitizer").

    cuda_graphs (default False): returns a cuagent.CudaGraphModule that
    captures the whole optimized forward as a CUDA graph per input signature
    (static shapes) and replays it; other calls run the plain optimized module
    (``.module``). It is returned when the example inputs' signature captures
    and, under the same check as min_speedup, replays faster than the plain
    module; else the plain module, with the reason in the report's
    "cuda_graphs" section. On CPU inputs the option is ignored (reason NoGpu).
    Outputs are cloned (never overwritten by a later call). See
    docs/user-guide.md, "CUDA graphs".

    mode (default "aot"): "aot" compiles now and returns the optimized module.
    "jit" returns at once a cuagent.JitModule whose calls run the stock frozen
    module while one background thread runs the aot pipeline above (same
    options, cuda_graphs included) on copies of the example inputs, then
    switches to the optimized module, without a lock on the call path, when it
    is verified and faster; a failure keeps the stock module for good with the
    reason in ``.report["jit"]`` and never reaches the caller's calls. See
    ``.ready``, ``.wait(timeout)``, ``.report``, ``.calls_before_switch``,
    ``.module`` and docs/user-guide.md, "Background JIT mode". One optimize
    pipeline runs at a time in a process: an aot call waits for a background
    compile in progress.
    """
    global _last_report
    options = dict(options)
    mode = _jit.check_mode(options.pop("mode", None))
    scripted, inputs, options_json, cuda_graphs = _prepare(module, example_inputs, options)
    if mode == "jit":
        optimized = _start_jit(scripted, inputs, options, options_json, cuda_graphs)
        _last_report = optimized.report  # pending: .report has the outcome later
        return optimized
    optimized, _last_report = _optimize_aot(scripted, inputs, options, options_json, cuda_graphs)
    return optimized


def _prepare(module, example_inputs, options):
    """Checks everything optimize takes, in the caller's thread (jit mode too):
    (scripted, inputs, options_json, cuda_graphs)."""
    cuda_graphs = _graphs.check_option(options.pop("cuda_graphs", None))
    load_library()
    scripted = _script(module)
    inputs = _example_inputs(example_inputs)
    _check_arity(scripted, inputs)
    options_json = _options_json(options)
    return scripted, inputs, options_json, cuda_graphs


# One optimize pipeline at a time in the process (a jit compile in the background,
# an aot call in the foreground): the C++ side keeps per-process state for it (the
# interrupted flag, the worker slot the signal handler kills, cuDNN's TF32 setting
# while references are drawn), and two end-to-end timings would disturb each other.
_pipeline_lock = threading.RLock()


def _optimize_aot(scripted, inputs, options, options_json, cuda_graphs):
    """The aot pipeline: (optimized module, report)."""
    with _pipeline_lock:
        return _pipeline(scripted, inputs, options, options_json, cuda_graphs)


def _pipeline(scripted, inputs, options, options_json, cuda_graphs):
    clock = _PhaseClock()
    with _io_dir() as tmp:
        src = os.path.join(tmp, "in.pt")
        dst = os.path.join(tmp, "out.pt")
        torch.jit.save(scripted, src)
        clock.lap("save")
        report = json.loads(
            torch.ops.cuagent.optimize_file(src, dst, inputs, options_json))
        clock.lap("optimize_op", report)
        if report.get("interrupted"):
            # Python's handler normally raised already when the op returned.
            raise KeyboardInterrupt("cuagent: " + report.get("message", "interrupted"))
        if report.get("patched_groups", 0) == 0:
            optimized = _stock_frozen(scripted, src)
        else:
            optimized = torch.jit.load(dst, map_location=None)
            if _on_cuda(inputs) and not options.get("patch_all"):
                stock = _stock_frozen(scripted, src)

                def rerun(**overrides):
                    # Whole groups (cached entries make this quick: only the
                    # split is left out), or in strict fp32 too (decision 147).
                    again = dict(json.loads(options_json), retry_parts=False, **overrides)
                    report = json.loads(
                        torch.ops.cuagent.optimize_file(src, dst, inputs, json.dumps(again)))
                    if not report.get("patched_groups", 0):
                        return stock, report
                    return torch.jit.load(dst, map_location=None), report

                clock.lap("load")
                optimized, report = _agree_end_to_end(
                    optimized, stock, inputs, report, rerun,
                    lambda: rerun(precision="fp32"))
                clock.lap("end_to_end_check")
                check = options.get("min_speedup", 1.0) > 0 and report.get("patched_groups", 0)
                if optimized is not stock and check and \
                        not _faster_end_to_end(optimized, stock, inputs, report):
                    optimized = stock
                clock.lap("end_to_end_timing")
    if optimized is not scripted:  # the caller's own frozen module: add nothing to it
        try:
            optimized.cuagent_report = report
        except Exception:  # ScriptModules reject new attributes of some types.
            pass
    if cuda_graphs:
        min_speedup = options.get("min_speedup")
        check_speed = (min_speedup is None or min_speedup > 0) and not options.get("patch_all")
        optimized = _graphs.wrap(optimized, inputs, report, check_speed, _median_ms, _gpu_lock)
        clock.lap("cuda_graphs")
    clock.record(report)
    return optimized, report


class _PhaseClock:
    """Wall seconds of the pipeline's phases, for the report's "seconds" (the C++ side
    records its own phases there first: prepare, groups): where a slow cold optimize
    spent its time."""

    def __init__(self):
        self._last = self._start = time.perf_counter()
        self._laps = {}
        self._native = {}

    def lap(self, name, native_report=None):
        now = time.perf_counter()
        self._laps[name] = self._laps.get(name, 0.0) + now - self._last
        self._last = now
        if native_report is not None and isinstance(native_report.get("seconds"), dict):
            # The first optimize op's phases: a rerun's report replaces the report later.
            self._native = dict(native_report["seconds"])

    def record(self, report):
        seconds = dict(self._native)
        seconds.update(self._laps)
        seconds["total"] = time.perf_counter() - self._start
        report["seconds"] = seconds


def _jit_stock(scripted):
    """The stock frozen module, as _stock_frozen builds it, without a saved file."""
    return _stock_frozen(scripted, None)


def _start_jit(scripted, inputs, options, options_json, cuda_graphs):
    """A JitModule over the stock frozen module; the aot pipeline runs on a
    background thread on copies of the inputs. Its GPU work goes to the default
    stream, as aot's does, and the device is synchronized before the switch, so
    the module it publishes is complete for a caller on any stream."""
    stock = _jit_stock(scripted)
    copies = _jit.clone_inputs(inputs)

    def compile_fn(should_stop):
        with _pipeline_lock:  # taken here too: a compile that waited may not start at exit
            if should_stop():
                raise KeyboardInterrupt("cuagent: the process is exiting")
            optimized, report = _optimize_aot(scripted, copies, options, options_json,
                                              cuda_graphs)
        for device in {t.device for t in _tensors_in(copies) if t.is_cuda}:
            torch.cuda.synchronize(device)
        return optimized, report

    return _jit.JitModule(stock, compile_fn)


def partition(module, example_inputs, **options):
    """Freezes, profiles and partitions without compiling: returns
    {"groups": [{"ops": [...]}], "fallbacks": [{"op", "reason", "detail", "count"}]}.
    cuda_graphs and mode are checked and ignored: they change what optimize returns, not the
    groups."""
    options = dict(options)
    _graphs.check_option(options.pop("cuda_graphs", None))
    _jit.check_mode(options.pop("mode", None))
    load_library()
    scripted = _script(module)
    inputs = _example_inputs(example_inputs)
    _check_arity(scripted, inputs)
    options_json = _options_json(options)
    with _io_dir() as tmp:
        src = os.path.join(tmp, "in.pt")
        torch.jit.save(scripted, src)
        return json.loads(torch.ops.cuagent.partition_file(src, inputs, options_json))


def last_report():
    """The report of the last cuagent.optimize call in this process."""
    return _last_report


def stats():
    """Per-process counters: {"fast_path_calls", "fallbacks", "keys": {...}}."""
    load_library()
    return json.loads(torch.ops.cuagent.stats())


def reset():
    """Forgets counters, loaded plans, bad marks and logged warnings. CUDA graphs
    launch the loaded plans' kernels: every CudaGraphModule drops its graphs on
    its next call and captures again."""
    load_library()
    _graphs.invalidate_all()
    torch.ops.cuagent.reset()
