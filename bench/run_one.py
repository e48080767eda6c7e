"""Run one problem (all requested variants) in this process and write a JSON result.

Invoked by the harness as ``python -m bench.run_one --problem FILE --out JSON ...`` in a
fresh subprocess per problem.  The JSON file is rewritten after every variant, so a hang or
crash later in the run (killed by the harness) still leaves the finished variants on disk.

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
    tf32 = precision == "tf32"
    torch.backends.cuda.matmul.allow_tf32 = tf32
    torch.backends.cudnn.allow_tf32 = tf32
    torch.set_float32_matmul_precision("high" if tf32 else "highest")


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
    return torch.jit.freeze(sm.eval()), method


def _locked_first_call(module, example_inputs, device: str, rec: dict) -> float:
    """Seconds of one synchronized first call, under the GPU lock: it runs kernels (and for
    torch.compile compiles too), so it must not overlap another job's measurement.  The lock
    wait is added to rec["build_lock_wait_s"], not to the returned time."""
    with gpu_exclusive() as waited:
        rec["build_lock_wait_s"] = rec.get("build_lock_wait_s", 0.0) + waited
        return T.timed_call(lambda: module(*example_inputs), device)


def build_variant(name: str, model: torch.nn.Module, example_inputs: list, device: str, rec: dict):
    """Return a callable module for the variant; fills compile-time fields in ``rec``."""
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

        def make():
            sm, method = script_module(model, example_inputs)
            rec["method"] = method
            t0 = time.perf_counter()
            om = cuagent.optimize(sm, list(example_inputs), cache_dir=cache_dir)
            T.sync(device)
            return om, time.perf_counter() - t0

        # optimize() runs outside the lock: cuagent takes CUAGENT_GPU_LOCK itself around its GPU
        # work (profiling the graph, reference data, the worker's verification and timing).
        om, t_opt = make()
        rec["compile_s_cold"] = t_opt + _locked_first_call(om, example_inputs, device, rec)
        rec["groups"] = _group_summary(cuagent.last_report())
        om2, t_opt2 = make()
        rec["compile_s_warm"] = t_opt2 + _locked_first_call(om2, example_inputs, device, rec)
        return om2
    raise ValueError(f"unknown variant {name!r}")


def _group_summary(report) -> list:
    """What cuagent did with each fused group: ops, status, stock vs kernel time."""
    groups = []
    for g in (report or {}).get("groups", []):
        groups.append({k: g.get(k) for k in ("ops", "status", "reason", "patched", "stock_time_ms",
                                              "kernel_time_ms", "candidate", "signature", "worker_seconds")})
    return groups


def _is_oom(e: BaseException) -> bool:
    return isinstance(e, torch.OutOfMemoryError) or "out of memory" in str(e).lower()


def run_problem(problem_path: str, out_path: str | None, device: str = "cpu", precision: str = "fp32",
                variants=ALL_VARIANTS, time_budget_s: float = 20.0, max_trials: int = 100) -> dict:
    set_precision(precision)
    atol, rtol = J.tolerances(precision)
    variants = list(variants)
    res = {
        "version": RESULT_VERSION, "problem": Path(problem_path).stem, "path": str(problem_path),
        "device": device, "precision": precision, "variants_requested": variants,
        "status": "running", "error": None, "variants": {}, "complete": False,
        "gpu": torch.cuda.get_device_name() if device.startswith("cuda") else None,
        "torch": torch.__version__,
        "gpu_lock": os.environ.get(GPU_LOCK_ENV) or None,
        "lock_wait_s": 0.0,
    }

    def save():
        res["lock_wait_s"] = round(lock_wait_total_s(), 3)
        if out_path:
            atomic_write_json(out_path, res)

    save()
    t_setup = time.perf_counter()
    try:
        prob = load_problem(problem_path)
        model = build_model(prob, MODEL_SEED, device)
        input_sets = [make_inputs(prob, s, device) for s in INPUT_SEEDS]
        res["size"] = problem_size(model, input_sets[0])
        with gpu_exclusive():  # eager references: real GPU work, exclusive per GPU
            with torch.no_grad():
                try:
                    refs = [model(*clone_inputs(xs)) for xs in input_sets]
                except Exception as e:  # noqa: BLE001
                    raise InvalidProblem(f"eager forward raised {short_exc(e)}") from e
            T.sync(device)
            for i, r in enumerate(refs):
                for path, leaf in J.flatten(r):
                    if (isinstance(leaf, torch.Tensor) and leaf.is_floating_point()
                            and not bool(torch.isfinite(leaf).all())):
                        raise InvalidProblem(f"eager reference for input set {i} has NaN/Inf at {path}")
                    if not isinstance(leaf, (torch.Tensor, int, float, bool, type(None), tuple)):
                        raise InvalidProblem(f"forward returned unsupported type {type(leaf).__name__} at {path}")
    except InvalidProblem as e:
        res.update(status="invalid", error=str(e), complete=True)
        save()
        return res
    except Exception as e:  # noqa: BLE001
        res.update(status="invalid" if not _is_oom(e) else "oom",
                   error=f"setup failed: {short_exc(e)}\n{traceback.format_exc(limit=4)}", complete=True)
        save()
        return res

    res["setup_s"] = round(time.perf_counter() - t_setup, 3)
    res["process_start_to_setup_s"] = round(time.time() - _PROCESS_T0, 3)
    per_variant_budget = time_budget_s / max(1, len(variants))
    ready = {}  # variants that passed the check, timed together below
    for name in variants:
        rec = {"status": "running", "error": None}
        t_var = time.perf_counter()
        res["variants"][name] = rec
        save()
        try:
            with torch.no_grad():
                # Build (compile / script+freeze / cuagent.optimize): the CPU work overlaps with
                # other jobs; build_variant locks the GPU only around its first calls, and cuagent
                # locks its own GPU work.
                fnmod = build_variant(name, model, input_sets[0], device, rec)
                rec["build_s"] = round(time.perf_counter() - t_var, 3)
                if fnmod is None:  # unavailable
                    save()
                    continue
                # Correctness check: exclusive use of the GPU (timing follows for all variants).
                with gpu_exclusive() as waited:
                    rec["lock_wait_s"] = round(waited, 3)
                    if name == "eager":  # the reference itself
                        outs, (ok, why) = [], (True, "")
                    else:
                        outs = [fnmod(*clone_inputs(xs)) for xs in input_sets]
                        T.sync(device)
                        ok, why = J.judge_sets(refs, outs, atol, rtol)
                    rec["correct"] = ok
                    del outs
                    if not ok:
                        rec.update(status="wrong", error=why)
                    else:
                        rec["check_s"] = round(time.perf_counter() - t_var, 3)
                        rec["status"] = "judged"
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
        save()
    measure_variants(ready, res["variants"], input_sets[0], device, per_variant_budget, max_trials)
    res["status"] = "ok"
    res["complete"] = True
    save()
    return res


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
