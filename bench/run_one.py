"""Run one problem (all requested variants) in this process and write a JSON result.

Invoked by the harness as ``python -m bench.run_one --problem FILE --out JSON ...`` in a
fresh subprocess per problem.  The JSON file is rewritten after every variant, so a hang or
crash later in the run (killed by the harness) still leaves the finished variants on disk.

Memory: the five input sets are drawn from their seeds and checked one at a time (see
:class:`References`), and the peak GPU memory of the eager reference pass, of each variant (build
and check) and of the timing is recorded (``memory``, ``peak_mem_bytes``).  Besides, what an
inference service pays per variant (``variants.*.memory``, CUDA only): what the built variant keeps
(``resident_bytes``) and what one forward allocates on top (``forward_transient_bytes``), measured
after the timing (:func:`measure_inference_memory`).  The harness admits jobs
by memory (bench.memory); ``BENCH_MEM_GRANT_BYTES`` tells a job beside others its grant, which
bounds cuagent's memory_budget.

GPU exclusivity: when several jobs share one GPU (``harness --jobs-per-gpu J``), the harness sets
``CUAGENT_GPU_LOCK`` to a lock file per physical GPU.  Every phase whose GPU work is measured or
would disturb another job's measurement (eager references, each variant's correctness check and
timing, and the first calls of a compiled or optimized variant) runs inside
:func:`gpu_exclusive`, which holds ``flock(LOCK_EX)`` on that file.  The CPU side of building a
variant (TorchScript scripting/freezing, cuagent.optimize's compilation) runs outside the lock,
overlapping with other jobs; torch.compile's first call compiles and runs in one, so it is locked
whole.  cuagent takes the same lock itself around its own GPU work (graph profiling, reference
data, the worker's verification and timing), so optimize() must never run under it: that would
deadlock.
"""
from __future__ import annotations

import argparse
import atexit
import contextlib
import fcntl
import gc
import io
import json
import os
import shutil
import sys
import tempfile
import time
import traceback
from pathlib import Path

_PROCESS_T0 = time.time()

import torch  # noqa: E402

from bench import judge as J
from bench import timing as T
from bench.problem import (InvalidProblem, build_model, clone_inputs, clone_model, load_problem,
                           make_inputs, problem_size, short_exc)

ALL_VARIANTS = ("eager", "compile", "torchscript", "cuagent")
MODEL_SEED = 42
INPUT_SEEDS = (1001, 2002, 3003, 4004, 5005)
RESULT_VERSION = 1

GPU_LOCK_ENV = "CUAGENT_GPU_LOCK"
# Optional: a file where gpu_exclusive() publishes its lock-wait state (written atomically as JSON
# {"total_s": seconds waited so far, "waiting_since": time.monotonic() when the current wait began
# or null}).  The harness sets it so that time spent waiting for the GPU lock does not count
# against the per-problem timeout.
LOCK_WAIT_FILE_ENV = "BENCH_LOCK_WAIT_FILE"
# Bytes of GPU memory the harness admitted this job with (bench.memory); unset when the job runs
# alone on its GPU.  cuagent.optimize gets a memory_budget that keeps it within its share.
MEM_GRANT_ENV = "BENCH_MEM_GRANT_BYTES"

_gpu_lock_held = False      # process-wide guard: gpu_exclusive() must never nest
_lock_wait_total_s = 0.0    # total seconds this process spent waiting for the GPU lock


def lock_wait_total_s() -> float:
    return _lock_wait_total_s


def _publish_lock_wait(waiting_since) -> None:
    path = os.environ.get(LOCK_WAIT_FILE_ENV)
    if not path:
        return
    try:
        atomic_write_json(path, {"total_s": _lock_wait_total_s, "waiting_since": waiting_since})
    except OSError:
        pass  # informational only


@contextlib.contextmanager
def gpu_exclusive():
    """Hold an exclusive ``flock`` on ``$CUAGENT_GPU_LOCK`` for the duration of the block.

    No lock is taken when the variable is unset or empty.  Yields the seconds spent waiting for the
    lock (0.0 without a lock) and adds them to :func:`lock_wait_total_s`.  The lock is released on
    exit, also on exceptions (and by the kernel if the process dies).

    flock locks belong to the open file description, so a nested acquisition in the same process
    would open the file again and wait for itself forever: nesting raises RuntimeError instead
    (also when no lock is configured, so the mistake shows up in CPU tests).
    """
    global _gpu_lock_held, _lock_wait_total_s
    if _gpu_lock_held:
        raise RuntimeError("gpu_exclusive() is already held by this process: nesting it would "
                           "deadlock on the flock (release the outer section first)")
    path = os.environ.get(GPU_LOCK_ENV)
    _gpu_lock_held = True
    try:
        if not path:
            yield 0.0
            return
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o666)  # O_CLOEXEC: not inherited across exec
        try:
            t0 = time.monotonic()
            _publish_lock_wait(t0)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX)
            finally:
                waited = time.monotonic() - t0
                _lock_wait_total_s += waited
                _publish_lock_wait(None)
            try:
                yield waited
            finally:
                fcntl.flock(fd, fcntl.LOCK_UN)
        finally:
            os.close(fd)
    finally:
        _gpu_lock_held = False


def atomic_write_json(path: str | Path, obj: dict) -> None:
    path = Path(path)
    tmp = path.with_suffix(path.suffix + f".tmp{os.getpid()}")
    tmp.write_text(json.dumps(obj, indent=1, sort_keys=True, default=str))
    os.replace(tmp, path)


def set_precision(precision: str) -> None:
    """The stock variants' TF32 settings for a protocol (see judge.TOLERANCES): fp32 none,
    tf32 (matched) all, tf32-cudaagent PyTorch's defaults (cuDNN convolutions only)."""
    matmul = precision == "tf32"
    torch.backends.cuda.matmul.allow_tf32 = matmul
    torch.backends.cudnn.allow_tf32 = precision != "fp32"
    torch.set_float32_matmul_precision("high" if matmul else "highest")


def cuagent_precision(precision: str) -> str:
    """cuagent's own precision option under a protocol: TF32 in both TF32 protocols."""
    return "tf32" if precision.startswith("tf32") else "fp32"


def _import_cuagent():
    try:
        import cuagent  # noqa: F401
        return cuagent
    except ImportError:
        # fall back to the in-repo package location (python/cuagent) when it is not installed
        repo_py = Path(__file__).resolve().parent.parent / "python"
        if (repo_py / "cuagent").is_dir() and str(repo_py) not in sys.path:
            sys.path.insert(0, str(repo_py))
            import cuagent  # noqa: F401
            return cuagent
        raise


def script_module(model: torch.nn.Module, example_inputs: list):
    """Frozen TorchScript: script, falling back to trace.  Returns (module, method)."""
    m = clone_model(model).eval()
    try:
        sm = torch.jit.script(m)
        method = "script"
    except Exception as e_script:  # noqa: BLE001
        try:
            sm = torch.jit.trace(clone_model(model).eval(), tuple(example_inputs), check_trace=False)
            method = f"trace (script failed: {short_exc(e_script, 300)})"
        except Exception as e_trace:  # noqa: BLE001
            raise RuntimeError(f"script failed: {short_exc(e_script, 600)}; "
                               f"trace failed: {short_exc(e_trace, 600)}") from e_trace
    return freeze_unpinned(sm), method


def freeze_unpinned(sm) -> torch.jit.ScriptModule:
    """torch.jit.freeze of a loaded copy of ``sm``.  Freezing a module made by torch.jit.script
    or trace clones it into TorchScript's global compilation unit, which never frees the frozen
    graph's constants: every build would pin a copy of the model's weights for the rest of the
    job, and a variant built twice (cuagent's cold and warm builds) would be charged for the
    copies its builds leaked, not for what it keeps.  A loaded module has a unit of its own,
    freed with it.  The round trip is in host memory."""
    buffer = io.BytesIO()
    torch.jit.save(sm, buffer)
    buffer.seek(0)
    return torch.jit.freeze(torch.jit.load(buffer, map_location=None).eval())


def _locked_first_call(module, example_inputs, device: str, rec: dict) -> float:
    """Seconds of one synchronized first call, under the GPU lock: it runs kernels (and for
    torch.compile compiles too), so it must not overlap another job's measurement.  The lock
    wait is added to rec["build_lock_wait_s"], not to the returned time."""
    with gpu_exclusive() as waited:
        rec["build_lock_wait_s"] = rec.get("build_lock_wait_s", 0.0) + waited
        return T.timed_call(lambda: module(*example_inputs), device)


def build_variant(name: str, model: torch.nn.Module, example_inputs: list, device: str, rec: dict,
                  precision: str = "fp32"):
    """Return a callable module for the variant; fills compile-time fields in ``rec``.
    ``precision`` is the protocol (judge.TOLERANCES); cuagent gets its own option from it."""
    if name == "eager":
        return model
    if name == "compile":
        def make():
            return torch.compile(clone_model(model))
        # The first call compiles (CPU) and runs the model (GPU): it cannot be split, so it runs
        # under the GPU lock, or its kernels would overlap another job's measurement.
        cm = make()
        rec["compile_s_cold"] = _locked_first_call(cm, example_inputs, device, rec)
        cm2 = make()
        rec["compile_s_warm"] = _locked_first_call(cm2, example_inputs, device, rec)
        return cm2
    if name == "torchscript":
        sm, method = script_module(model, example_inputs)
        rec["method"] = method
        return sm
    if name == "cuagent":
        try:
            cuagent = _import_cuagent()
            if not hasattr(cuagent, "optimize"):
                raise AttributeError("cuagent has no attribute 'optimize'")
        except Exception as e:  # noqa: BLE001
            rec["status"] = "unavailable"
            rec["error"] = f"unavailable: {short_exc(e, 500)}"
            return None

        # A kernel cache of the problem's own: "cold" must not hit kernels that
        # an earlier problem with an equal group left behind.
        cache_dir = tempfile.mkdtemp(prefix="cuagent-bench-cache-")
        atexit.register(shutil.rmtree, cache_dir, True)

        extra = cuagent_options()
        if extra:
            rec["cuagent_options"] = extra

        def make():
            sm, method = script_module(model, example_inputs)
            rec["method"] = method
            t0 = time.perf_counter()
            om = cuagent.optimize(sm, list(example_inputs), cache_dir=cache_dir,
                                  precision=cuagent_precision(precision),
                                  **_cuagent_memory_options(device, rec), **extra)
            T.sync(device)
            return om, time.perf_counter() - t0

        # optimize() runs outside the lock: cuagent takes CUAGENT_GPU_LOCK itself around its GPU
        # work (profiling the graph, reference data, the worker's verification and timing).
        om, t_opt = make()
        rec["compile_s_cold"] = t_opt + _locked_first_call(om, example_inputs, device, rec)
        cold_groups = _group_summary(cuagent.last_report())
        rec["optimize_seconds"] = (cuagent.last_report() or {}).get("seconds")
        rec["stock_ops"] = _stock_ops(cuagent.last_report())
        om2, t_opt2 = make()
        rec["compile_s_warm"] = t_opt2 + _locked_first_call(om2, example_inputs, device, rec)
        rec["groups"], cold_statuses = timed_groups(cold_groups,
                                                    _group_summary(cuagent.last_report()))
        if cold_statuses is not None:
            rec["cold_group_statuses"] = cold_statuses
        return om2
    raise ValueError(f"unknown variant {name!r}")


# Extra cuagent.optimize options for every problem, a JSON object (harness --cuagent-options):
# experiments such as {"decompose_attention": true}, recorded in each result.
CUAGENT_OPTIONS_ENV = "BENCH_CUAGENT_OPTIONS"
_RESERVED_OPTIONS = ("cache_dir", "precision", "memory_budget")


def cuagent_options() -> dict:
    """The options of $BENCH_CUAGENT_OPTIONS ({} when unset); ValueError for anything but a
    JSON object, or one that sets what the harness sets itself."""
    text = os.environ.get(CUAGENT_OPTIONS_ENV, "").strip()
    if not text:
        return {}
    try:
        options = json.loads(text)
    except json.JSONDecodeError as e:
        raise ValueError(f"{CUAGENT_OPTIONS_ENV} is not JSON ({e}): pass an object such as "
                         '{"decompose_attention": true}') from None
    if not isinstance(options, dict):
        raise ValueError(f"{CUAGENT_OPTIONS_ENV} must be a JSON object of optimize options")
    reserved = sorted(set(options) & set(_RESERVED_OPTIONS))
    if reserved:
        raise ValueError(f"{CUAGENT_OPTIONS_ENV} sets {reserved}, which the harness sets itself "
                         "(--precision, the memory admission, a cache per problem)")
    return options


def _cuagent_memory_options(device: str, rec: dict) -> dict:
    """memory_budget for cuagent.optimize when the harness admitted this job beside others (see
    cuagent_memory_budget); no option otherwise, so cuagent's default applies."""
    grant = os.environ.get(MEM_GRANT_ENV)
    if not grant or not _cuda(device):
        return {}
    from bench.memory import JOB_OVERHEAD_BYTES
    free, _ = torch.cuda.mem_get_info()
    budget = cuagent_memory_budget(int(grant), torch.cuda.memory_reserved(), free, JOB_OVERHEAD_BYTES)
    if budget is None:
        return {}
    rec["memory_budget"] = round(budget, 4)
    return {"memory_budget": budget}


def _group_summary(report) -> list:
    """What cuagent did with each fused group: ops, status, stock vs kernel time."""
    groups = []
    for g in (report or {}).get("groups", []):
        groups.append({k: g.get(k) for k in ("ops", "status", "reason", "patched", "stock_time_ms",
                                              "kernel_time_ms", "candidate", "signature", "worker_seconds",
                                              "seconds", "memory", "candidates", "batch_tiling")})
    return groups


def timed_groups(cold: list, warm: list) -> tuple:
    """(the groups to report, the cold run's statuses where they differ, else None).  The warm
    model is the one timed, so its groups are what the time measured; the two runs differ when
    the cold one kept a group stock that the warm one patched (a memory budget computed from
    what the process held at the time, TooLarge then) or the reverse.  Equal statuses keep the
    cold groups, whose worker timings are the cold path's."""
    statuses = lambda groups: [g.get("status") for g in groups]
    if statuses(cold) == statuses(warm):
        return cold, None
    return warm, statuses(cold)


def _stock_ops(report) -> list:
    """The ops capture left stock and why (the report's fallbacks that name an op; a group's
    own fallback is in its status): what the next op or argument to support is."""
    out = []
    for f in (report or {}).get("fallbacks", []):
        op = f.get("op") or ""
        if "::" in op:
            out.append({"op": op, "reason": f.get("reason"), "count": f.get("count", 1),
                        "detail": (f.get("detail") or "")[:200]})
    return out


def _is_oom(e: BaseException) -> bool:
    from bench.memory import mentions_oom
    return isinstance(e, torch.OutOfMemoryError) or mentions_oom(str(e))


class References:
    """Eager reference outputs, one input set at a time.

    Inputs are drawn again from their seed whenever a set is needed, and a reference is kept on
    the device only while all kept references stay under ``keep_bytes``; a bigger one is computed
    again for every variant.  So at most one input set, its reference and a variant's output are
    resident at once (multi-GiB problems held five sets and their outputs before), and small
    problems do not pay for the extra eager forwards."""

    def __init__(self, prob, model, device: str, keep_bytes: int):
        self.prob, self.model, self.device = prob, model, device
        self.keep_bytes = keep_bytes
        self.kept: dict = {}
        self.kept_bytes = 0

    def inputs(self, i: int) -> list:
        return make_inputs(self.prob, INPUT_SEEDS[i], self.device)

    def reference(self, i: int, xs: list):
        """The eager output for input set ``i`` (``xs`` are its inputs; they are cloned for the
        call, so a model that writes into its inputs leaves them intact for the variant)."""
        if i in self.kept:
            return self.kept[i]
        with torch.no_grad():
            ref = self.model(*clone_inputs(xs))
        n = _output_bytes(ref)
        if self.kept_bytes + n <= self.keep_bytes:
            self.kept[i] = ref
            self.kept_bytes += n
        return ref


def _output_bytes(out) -> int:
    return sum(leaf.untyped_storage().nbytes() for _, leaf in J.flatten(out) if isinstance(leaf, torch.Tensor))


REF_KEEP_BYTES = 256 << 20


def _check_reference(i: int, ref) -> None:
    for path, leaf in J.flatten(ref):
        if (isinstance(leaf, torch.Tensor) and leaf.is_floating_point()
                and not bool(torch.isfinite(leaf).all())):
            raise InvalidProblem(f"eager reference for input set {i} has NaN/Inf at {path}")
        if not isinstance(leaf, (torch.Tensor, int, float, bool, type(None), tuple)):
            raise InvalidProblem(f"forward returned unsupported type {type(leaf).__name__} at {path}")


def validate_references(refs: References, device: str) -> None:
    """Runs eager on every input set, one at a time, and rejects a broken problem (forward raises,
    NaN/Inf, unsupported output type).  An out-of-memory error is not the problem's fault: it
    propagates (status ``oom``, and the harness retries a problem that ran beside others alone)."""
    for i in range(len(INPUT_SEEDS)):
        xs = refs.inputs(i)
        try:
            ref = refs.reference(i, xs)
            T.sync(device)
        except Exception as e:  # noqa: BLE001
            if _is_oom(e):
                raise
            raise InvalidProblem(f"eager forward raised {short_exc(e)}") from e
        del xs
        _check_reference(i, ref)
        del ref


def check_variant(fnmod, refs: References, device: str, atol: float, rtol: float) -> tuple:
    """Judges ``fnmod`` on every input set, one set at a time: its output is compared with the
    reference and freed before the next set is drawn.  Returns (ok, why)."""
    for i in range(len(INPUT_SEEDS)):
        xs = refs.inputs(i)
        ref = refs.reference(i, xs)
        out = fnmod(*xs)  # the last use of xs: no clone needed
        del xs
        T.sync(device)
        ok, why = J.judge(ref, out, atol, rtol)
        del ref, out
        if not ok:
            return False, f"input set {i}: {why}"
    return True, ""


def _cuda(device: str) -> bool:
    return device.startswith("cuda") and torch.cuda.is_available()


def _reset_peak(device: str) -> None:
    if _cuda(device):
        torch.cuda.reset_peak_memory_stats()


def _peak(device: str) -> int | None:
    return int(torch.cuda.max_memory_allocated()) if _cuda(device) else None


class CudaMemory:
    """torch.cuda's allocator counters, in one small object so that tests can pass a fake (the
    steady-state figures are taken on CUDA only)."""

    def allocated(self) -> int:
        return int(torch.cuda.memory_allocated())

    def peak(self) -> int:
        return int(torch.cuda.max_memory_allocated())

    def reset_peak(self) -> None:
        torch.cuda.reset_peak_memory_stats()

    def sync(self) -> None:
        torch.cuda.synchronize()


def steady_memory(device: str) -> CudaMemory | None:
    """The counters behind resident_bytes and the forward figures; None off CUDA (figures None)."""
    return CudaMemory() if _cuda(device) else None


def settled_allocated(mem) -> int | None:
    """Allocated bytes once freed memory is really free: gc first (a build's temporaries can sit
    in reference cycles), then a synchronize.  None without counters."""
    if mem is None:
        return None
    gc.collect()
    mem.sync()
    return mem.allocated()


def allocated_since(mem, before: int | None) -> int | None:
    """settled_allocated() less ``before``; None without counters or without a baseline."""
    if mem is None or before is None:
        return None
    return settled_allocated(mem) - before


def empty_variant_memory() -> dict:
    """A variant's steady-state inference figures (``rec["memory"]``), None until measured."""
    return {"resident_bytes": None, "forward_transient_bytes": None, "inference_peak_bytes": None}


def _note_error(errors: dict, text: str, key: str = "error") -> None:
    errors[key] = "; ".join(x for x in (errors.get(key), text) if x)


def _guarded(errors: dict, what: str, fn, key: str = "error"):
    """fn(), or None when it raises: the error goes to ``errors[key]``.  A memory figure is
    informational and must never change a variant's status."""
    try:
        return fn()
    except Exception as e:  # noqa: BLE001
        _note_error(errors, f"{what}: {short_exc(e, 300)}", key)
        return None


def record_resident(m: dict, mem, before: int | None, base: int | None = 0) -> None:
    """``m["resident_bytes"]``: allocated now less ``before`` (read before the build) plus
    ``base`` (eager: the model, built in the setup).  Left None off CUDA or without a baseline."""
    if mem is None or before is None:
        return
    if base is None:
        _note_error(m, "resident: model_bytes unknown (its measurement in the setup failed)")
        return
    m["resident_bytes"] = _guarded(m, "resident", lambda: allocated_since(mem, before) + base)


def forward_transient_bytes(fn, xs: list, mem) -> int:
    """Peak bytes one forward of ``fn`` on ``xs`` allocates above what was allocated before it
    (output and workspaces included; the inputs, the built variants and the kept references
    not).  The output is dropped before returning."""
    gc.collect()
    mem.sync()
    before = mem.allocated()
    mem.reset_peak()
    with torch.no_grad():
        out = fn(*xs)
    mem.sync()
    peak = mem.peak()
    del out
    return peak - before


def measure_inference_memory(ready: dict, res: dict, refs: References, mem) -> None:
    """The steady-state inference figures of every timed variant, after the timing so that it is
    undisturbed: one forward each on input set 0 (drawn again per variant), under the GPU lock
    (it runs kernels).  ``inference_peak_bytes`` = resident + forward transient + the input
    set's bytes (``memory.input_bytes``, the same for every variant).  Off CUDA: nothing."""
    if mem is None:
        return
    with gpu_exclusive():
        for name, fn in ready.items():
            rec = res["variants"][name]
            if rec.get("status") != "ok":  # timing failed: not a served variant
                continue
            m = rec.setdefault("memory", empty_variant_memory())
            _guarded(m, "forward", lambda: _fill_forward(m, fn, refs, mem, res["memory"]))


def _fill_forward(m: dict, fn, refs: References, mem, problem_mem: dict) -> None:
    xs = refs.inputs(0)
    problem_mem["input_bytes"] = _output_bytes(xs)
    m["forward_transient_bytes"] = forward_transient_bytes(fn, xs, mem)
    if m.get("resident_bytes") is not None:
        m["inference_peak_bytes"] = (m["resident_bytes"] + m["forward_transient_bytes"]
                                     + problem_mem["input_bytes"])


def cuagent_memory_budget(grant_bytes: int | None, reserved_bytes: int, free_bytes: int,
                          overhead_bytes: int) -> float | None:
    """The memory_budget for cuagent.optimize (a fraction of the free GPU memory) that keeps the
    job within the memory the harness admitted it with: the grant less what this process has
    reserved already (the model, built variants) and the worker's CUDA context.  None (cuagent's
    own default) when the job has the GPU to itself (no grant).  Clamped to [0.05, 0.8]: below
    5 % every group would stay stock (TooLarge), and 0.8 is cuagent's own default."""
    if not grant_bytes or free_bytes <= 0:
        return None
    allowed = grant_bytes - reserved_bytes - overhead_bytes
    return min(0.8, max(0.05, allowed / free_bytes))


def _setup(problem_path: str, device: str, res: dict):
    """Loads and builds the problem (``memory.model_bytes``: what the model keeps on the GPU),
    validates the eager references (one input set at a time) and measures the eager one-set
    peak.  Returns (prob, model, References)."""
    prob = load_problem(problem_path)
    mem = steady_memory(device)
    before = _guarded(res["memory"], "model_bytes", lambda: settled_allocated(mem), "model_bytes_error")
    model = build_model(prob, MODEL_SEED, device)
    # what eager keeps resident: the model itself (the other variants build their own copies)
    res["memory"]["model_bytes"] = _guarded(res["memory"], "model_bytes",
                                            lambda: allocated_since(mem, before), "model_bytes_error")
    refs = References(prob, model, device, REF_KEEP_BYTES)
    xs0 = refs.inputs(0)
    res["size"] = problem_size(model, xs0)
    del xs0
    _reset_peak(device)
    with gpu_exclusive():  # eager references: real GPU work, exclusive per GPU
        validate_references(refs, device)
    res["memory"]["eager_set_peak_bytes"] = _peak(device)
    return prob, model, refs


def _new_result(problem_path: str, device: str, precision: str, variants: list) -> dict:
    grant = os.environ.get(MEM_GRANT_ENV)
    return {
        "version": RESULT_VERSION, "problem": Path(problem_path).stem, "path": str(problem_path),
        "device": device, "precision": precision, "variants_requested": variants,
        "status": "running", "error": None, "variants": {}, "complete": False,
        "gpu": torch.cuda.get_device_name() if device.startswith("cuda") else None,
        "torch": torch.__version__,
        "gpu_lock": os.environ.get(GPU_LOCK_ENV) or None,
        "lock_wait_s": 0.0,
        "memory": {"grant_bytes": int(grant) if grant else None},
    }


def run_problem(problem_path: str, out_path: str | None, device: str = "cpu", precision: str = "fp32",
                variants=ALL_VARIANTS, time_budget_s: float = 20.0, max_trials: int = 100) -> dict:
    set_precision(precision)
    J.tolerances(precision)  # an unknown precision fails here, before any result is written
    variants = list(variants)
    res = _new_result(problem_path, device, precision, variants)

    def save():
        res["lock_wait_s"] = round(lock_wait_total_s(), 3)
        if out_path:
            atomic_write_json(out_path, res)

    save()
    t_setup = time.perf_counter()
    try:
        prob, model, refs = _setup(problem_path, device, res)
    except InvalidProblem as e:
        res.update(status="invalid", error=str(e), complete=True)
        save()
        return res
    except Exception as e:  # noqa: BLE001
        res.update(status="invalid" if not _is_oom(e) else "oom",
                   error=f"setup failed: {short_exc(e)}\n{traceback.format_exc(limit=4)}", complete=True)
        res["memory"]["peak_bytes"] = _peak(device)
        save()
        return res

    res["setup_s"] = round(time.perf_counter() - t_setup, 3)
    res["process_start_to_setup_s"] = round(time.time() - _PROCESS_T0, 3)
    per_variant_budget = time_budget_s / max(1, len(variants))
    mem = steady_memory(device)
    ready, peaks = _run_variants(variants, model, refs, device, precision, res, save, mem)
    _reset_peak(device)
    measure_variants(ready, res["variants"], refs.inputs(0), device, per_variant_budget, max_trials)
    res["memory"]["timing_peak_bytes"] = _peak(device)
    peaks.append(res["memory"]["timing_peak_bytes"])
    # after the timing (and after its peak is read): the forward peaks reset the peak counter.
    # Guarded as a whole too: a failure (say, of the lock file) must not lose the timed results.
    _guarded(res["memory"], "inference", lambda: measure_inference_memory(ready, res, refs, mem),
             "inference_error")
    known = [p for p in peaks if p is not None]
    res["memory"]["peak_bytes"] = max(known) if known else None
    res["status"] = "ok"
    res["complete"] = True
    save()
    return res


def _run_variants(variants: list, model, refs: References, device: str, precision: str, res: dict,
                  save, mem) -> tuple:
    """Builds and checks each variant in turn (``res["variants"]``, saved after each).  Returns
    (the modules that passed, by name; the peaks of their builds and checks)."""
    tol = J.tolerances(precision)
    ready = {}  # variants that passed the check, timed together below
    peaks = [res["memory"]["eager_set_peak_bytes"]]
    for name in variants:
        rec = {"status": "running", "error": None}
        t_var = time.perf_counter()
        res["variants"][name] = rec
        save()
        _reset_peak(device)
        try:
            fnmod = _build_and_check(name, model, refs, device, precision, tol, rec, t_var,
                                     mem, res["memory"].get("model_bytes"))
            if fnmod is not None:
                ready[name] = fnmod
        except Exception as e:  # noqa: BLE001
            rec["correct"] = False
            rec["status"] = "oom" if _is_oom(e) else "error"
            rec["error"] = f"{short_exc(e)}\n{traceback.format_exc(limit=4)}"
            if device.startswith("cuda"):
                torch.cuda.empty_cache()
        finally:
            fnmod = None  # noqa: F841
            rec["wall_s"] = round(time.perf_counter() - t_var, 3)
            # build + check; for eager the reference pass of the setup
            rec["peak_mem_bytes"] = res["memory"]["eager_set_peak_bytes"] if name == "eager" else _peak(device)
            peaks.append(rec["peak_mem_bytes"])
        save()
    return ready, peaks


def _build_and_check(name: str, model, refs: References, device: str, precision: str, tol: tuple,
                     rec: dict, t_var: float, mem, model_bytes: int | None):
    """Builds variant ``name``, records what it keeps resident (resident_bytes) and checks it on
    every input set.  Returns the module when it passed (status "judged"), None when it is
    unavailable or wrong (recorded in ``rec``); raises what the build or the check raises."""
    atol, rtol = tol
    with torch.no_grad():
        # Build (compile / script+freeze / cuagent.optimize): the CPU work overlaps with other
        # jobs; build_variant locks the GPU only around its first calls, and cuagent locks its
        # own GPU work.
        rec["memory"] = empty_variant_memory()
        before = _guarded(rec["memory"], "resident", lambda: settled_allocated(mem))
        example = refs.inputs(0)
        fnmod = build_variant(name, model, example, device, rec, precision)
        del example  # before the resident figure: the example inputs are not the variant's
        rec["build_s"] = round(time.perf_counter() - t_var, 3)
        if fnmod is None:  # unavailable
            return None
        # eager is the model itself, built in the setup: what it keeps is the model
        record_resident(rec["memory"], mem, before, model_bytes if name == "eager" else 0)
        # Correctness check: exclusive use of the GPU (timing follows for all variants).
        with gpu_exclusive() as waited:
            rec["lock_wait_s"] = round(waited, 3)
            if name == "eager":  # the reference itself
                ok, why = True, ""
            else:
                ok, why = check_variant(fnmod, refs, device, atol, rtol)
            rec["correct"] = ok
            if not ok:
                rec.update(status="wrong", error=why)
                return None
            rec["check_s"] = round(time.perf_counter() - t_var, 3)
            rec["status"] = "judged"
            return fnmod


def measure_variants(ready: dict, recs: dict, xs: list, device: str, budget_s: float,
                     max_trials: int) -> None:
    """Times the checked variants interleaved (drift in host or GPU speed falls on all alike),
    then sums their kernel time: a profiler session slows host-bound calls made after it, so
    no timing follows one.  Fills each variant's time_ms / kernel_ms / status."""
    with torch.no_grad(), gpu_exclusive() as waited:
        for name in ready:
            recs[name]["lock_wait_s"] = round(recs[name].get("lock_wait_s", 0.0) + waited, 3)
        fns = {name: (lambda m=m: m(*xs)) for name, m in ready.items()}
        try:
            timed = T.time_interleaved(fns, device, budget_s, max_trials)
        except Exception as e:  # noqa: BLE001 -- one variant failing must not hide the others
            timed = {}
            for name, fn in fns.items():
                try:
                    timed[name] = T.time_fn(fn, device, budget_s=budget_s, max_trials=max_trials)
                except Exception as e2:  # noqa: BLE001
                    recs[name].update(status="oom" if _is_oom(e2) else "error", correct=False,
                                      error=f"timing failed: {short_exc(e2)} (interleaved: {short_exc(e, 300)})")
        for name, fn in fns.items():
            if name not in timed:
                continue
            rec = recs[name]
            rec["time_ms"] = timed[name]
            try:
                rec["kernel_ms"] = T.kernel_time_ms(fn, device)
            except Exception as e:  # noqa: BLE001
                rec["kernel_ms"] = None
                rec["kernel_error"] = short_exc(e, 300)
            rec["status"] = "ok"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--problem", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    ap.add_argument("--precision", default="fp32", choices=sorted(J.TOLERANCES))
    ap.add_argument("--variants", default=",".join(ALL_VARIANTS))
    ap.add_argument("--time-budget-s", type=float, default=20.0)
    ap.add_argument("--max-trials", type=int, default=100)
    a = ap.parse_args(argv)
    run_problem(a.problem, a.out, a.device, a.precision, [v for v in a.variants.split(",") if v],
                a.time_budget_s, a.max_trials)
    return 0


if __name__ == "__main__":
    sys.exit(main())
