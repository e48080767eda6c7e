"""cuagent: verified, cached CUDA kernels for fused subgraphs of TorchScript models.

The heavy lifting is in libcuagent_torch.so (C++, LibTorch); this package only
finds and loads it and calls its operators (``torch.ops.cuagent.*``), so no
Python extension module needs to be built.

    import cuagent
    fast = cuagent.optimize(torch.jit.script(model.eval()), [x])
    fast(x)
    print(cuagent.last_report(), cuagent.stats())
"""

import json
import os
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


_PATH_OPTIONS = ("cache_dir", "worker_path", "task_dir")


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
    if name in ("strict", "verbose", "patch_all"):
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
    elif name == "policy":
        if not isinstance(value, str) or not value:
            raise TypeError("cuagent: policy must be 'builtin' or 'file:<candidates.json>', "
                            "got %r" % (value,))
    return value


def _options_json(options):
    known = {
        "cache_dir", "min_group_size", "deny_list", "strict", "worker_path",
        "worker_timeout_s", "candidate_timeout_s", "policy", "verbose", "task_dir",
        "patch_all",
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


def optimize(module, example_inputs, **options):
    """Returns a frozen copy of `module` whose supported fused subgraphs run
    verified cuagent kernels behind guards (stock kernels otherwise).

    Options: cache_dir, min_group_size, deny_list, strict, worker_path,
    worker_timeout_s, candidate_timeout_s, policy, verbose, task_dir,
    patch_all. The report is available as cuagent.last_report().
    """
    global _last_report
    load_library()
    scripted = _script(module)
    inputs = _example_inputs(example_inputs)
    options_json = _options_json(options)
    with tempfile.TemporaryDirectory(prefix="cuagent-") as tmp:
        src = os.path.join(tmp, "in.pt")
        dst = os.path.join(tmp, "out.pt")
        torch.jit.save(scripted, src)
        report = torch.ops.cuagent.optimize_file(src, dst, inputs, options_json)
        optimized = torch.jit.load(dst, map_location=None)
    _last_report = json.loads(report)
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
    inputs = _example_inputs(example_inputs)
    options_json = _options_json(options)
    with tempfile.TemporaryDirectory(prefix="cuagent-") as tmp:
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
    """Forgets counters, loaded plans, bad marks and logged warnings."""
    load_library()
    torch.ops.cuagent.reset()
