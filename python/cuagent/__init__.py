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
import json
import os
import sys
import tempfile
from pathlib import Path

import torch

__all__ = [
    "load_library",
    "library_path",
    "optimize",
    "partition",
    "last_report",
    "stats",
    "reset",
]

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


def _options_json(options):
    known = {
        "cache_dir", "min_group_size", "deny_list", "strict", "worker_path",
        "worker_timeout_s", "candidate_timeout_s", "policy", "verbose", "task_dir",
        "patch_all", "min_speedup",
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
        if name == "deny_list":
            value = sorted(value)
        elif name in ("cache_dir", "worker_path", "task_dir"):
            value = str(value)
        clean[name] = value
    return json.dumps(clean)


def _script(module):
    if isinstance(module, torch.jit.ScriptModule):
        return module
    if isinstance(module, torch.nn.Module):
        return torch.jit.script(module)
    raise TypeError("cuagent.optimize expects a torch.jit.ScriptModule or an nn.Module")


def _tensor_inputs(example_inputs):
    if isinstance(example_inputs, torch.Tensor):
        example_inputs = [example_inputs]
    inputs = list(example_inputs)
    for value in inputs:
        if not isinstance(value, torch.Tensor):
            raise TypeError("cuagent: example inputs must be tensors, got %s" % type(value).__name__)
    return inputs


def _on_cuda(inputs):
    return bool(inputs) and all(t.is_cuda for t in inputs)


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


def _faster_end_to_end(optimized, stock, inputs, report, rounds=3, slice_ms=200.0,
                       median_ms=_median_ms):
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
    kept = optimized_ms < stock_ms
    report["end_to_end"] = {"stock_ms": stock_ms, "optimized_ms": optimized_ms, "kept": kept}
    if not kept:
        why = ("the patched module took %.4f ms per call end to end, the stock frozen module "
               "%.4f ms (the guards' host cost outweighs the kernels' gain)" % (optimized_ms, stock_ms))
        for group in report.get("groups", []):
            if group.get("patched"):
                group.update(patched=False, status="not_faster", reason="NotFaster: " + why)
                report["fallbacks"].append({"op": "group%d" % group.get("index", -1),
                                            "reason": "NotFaster", "detail": why, "count": 1})
        report["patched_groups"] = 0
        print("cuagent: the stock module is kept: " + why, file=sys.stderr)
    return kept


def _stock_frozen(scripted, saved_path):
    """The module a user builds without cuagent, torch.jit.freeze of it in eval mode: where
    nothing is patched, optimize returns exactly that, so it never costs more per call
    than stock (a save/load round trip rebuilds constant lists on every call)."""
    if not scripted._c.hasattr("training"):  # already frozen: that is the stock module
        return scripted
    if scripted.training:  # freeze needs eval mode; leave the caller's module as it is
        scripted = torch.jit.load(saved_path, map_location=None).eval()
    return torch.jit.freeze(scripted)


def optimize(module, example_inputs, **options):
    """Returns a frozen copy of `module` whose supported fused subgraphs run
    verified cuagent kernels behind guards (stock kernels otherwise).

    Options: cache_dir, min_group_size, deny_list, strict, worker_path,
    worker_timeout_s, candidate_timeout_s, policy, verbose, task_dir,
    patch_all, min_speedup (a verified kernel is patched in only when the stock
    subgraph, as TorchScript runs it, is at least this many times slower;
    default 1.03; then on CUDA the whole patched module must beat the stock
    frozen module end to end on the example inputs, or the stock module is
    returned; 0 patches every verified kernel and skips that check). The report
    is available as cuagent.last_report().
    """
    global _last_report
    load_library()
    scripted = _script(module)
    inputs = _tensor_inputs(example_inputs)
    with tempfile.TemporaryDirectory(prefix="cuagent-") as tmp:
        src = os.path.join(tmp, "in.pt")
        dst = os.path.join(tmp, "out.pt")
        torch.jit.save(scripted, src)
        report = json.loads(
            torch.ops.cuagent.optimize_file(src, dst, inputs, _options_json(options)))
        if report.get("patched_groups", 0) == 0:
            optimized = _stock_frozen(scripted, src)
        else:
            optimized = torch.jit.load(dst, map_location=None)
            check = options.get("min_speedup", 1.0) > 0 and not options.get("patch_all")
            if check and _on_cuda(inputs):
                stock = _stock_frozen(scripted, src)
                if not _faster_end_to_end(optimized, stock, inputs, report):
                    optimized = stock
    _last_report = report
    if optimized is scripted:  # the caller's own frozen module: add nothing to it
        return optimized
    try:
        optimized.cuagent_report = _last_report
    except Exception:  # ScriptModules reject new attributes of some types.
        pass
    return optimized


def partition(module, example_inputs, **options):
    """Freezes, profiles and partitions without compiling: returns
    {"groups": [{"ops": [...]}], "fallbacks": [{"op", "reason", "detail", "count"}]}."""
    load_library()
    scripted = _script(module)
    inputs = _tensor_inputs(example_inputs)
    with tempfile.TemporaryDirectory(prefix="cuagent-") as tmp:
        src = os.path.join(tmp, "in.pt")
        torch.jit.save(scripted, src)
        return json.loads(
            torch.ops.cuagent.partition_file(src, inputs, _options_json(options))
        )


def last_report():
    """The report of the last cuagent.optimize call in this process."""
    return _last_report


def stats():
    """Per-process counters: {"fast_path_calls", "fallbacks", "keys": {...}}."""
    load_library()
    return json.loads(torch.ops.cuagent.stats())


def reset():
    """Forgets counters, loaded plans, bad marks and logged warnings."""
    load_library()
    torch.ops.cuagent.reset()
