"""Per-problem GPU memory needs and memory-aware admission of problems onto GPUs.

Why: the public problems use 4-8 GiB tensors; with several jobs per GPU, co-tenants filled the card
and problems were recorded as broken (`eager forward raised OutOfMemoryError`) although the OOM was
caused by the harness.  The harness therefore

1. estimates each problem's need before running it (:func:`estimate_problem`: the problem is built
   and run once on the ``meta`` device, which allocates nothing, tracking the bytes of live
   tensors; cached per problem in ``OUT/memory.json`` and replaced by the measured eager peak once
   the problem has run on a GPU, see :func:`need_bytes` for the factors), and
2. admits a problem onto a GPU only when the sum of the admitted needs fits the card
   (:class:`Admission`, a pure scheduler with no threads and no clock, unit-tested with fakes).

This module imports torch lazily: the scheduler half is plain Python.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import re
import sys
import time
import weakref
from dataclasses import dataclass, field
from pathlib import Path

GIB = 1 << 30

# How many times the eager one-set peak E (parameters + one input set + its output + eager
# intermediates) a problem holds per variant, in run_one:
# * eager: the model, one input set, its clone for the call, the reference output and the
#   variant's output while they are compared (bench/run_one.py checks one set at a time) -> 2 E;
# * compile: a second copy of the parameters, inductor's buffers and its own output -> 1 E;
# * torchscript: the frozen copy of the parameters and its output -> 0.5 E;
# * cuagent: two optimized copies (cold and warm) plus verification: the stock outputs of the
#   5 reference sets kept for the worker, one set's inputs and the 1.1 GiB L2 flush and
#   context.  Its verification is capped by the memory_budget that run_one derives from this
#   grant (see run_one.cuagent_memory_budget); at 3 E a 0.5 GiB elementwise problem
#   (E = 1 GiB) was granted 4.5 GiB of the 4.6 its verification needs, and its cold optimize
#   kept the group stock (TooLarge; H100, session 34). -> 5 E.
VARIANT_FACTORS = {"eager": 2.0, "compile": 1.0, "torchscript": 0.5, "cuagent": 5.0}
# Per job, outside max_memory_allocated: the CUDA context, cuBLAS/cuDNN workspaces, the 256 MiB
# L2 flush buffer of the timing, allocator rounding.
JOB_OVERHEAD_BYTES = int(1.5 * GIB)
# A measured eager peak already holds every intermediate; the meta estimate misses allocator
# rounding and workspaces of cuBLAS/cuDNN kernels, so it is scaled up.
META_SLACK = 1.25

_OOM_RE = re.compile(r"out[ _]of[ _]memory|OutOfMemoryError", re.IGNORECASE)


def mentions_oom(text) -> bool:
    """Whether an error text is an out-of-memory error (torch's OutOfMemoryError, the CUDA
    allocator's "out of memory", the driver's CUDA_ERROR_OUT_OF_MEMORY)."""
    return isinstance(text, str) and _OOM_RE.search(text) is not None


CACHE_NAME = "memory.json"
CACHE_VERSION = 1


def need_bytes(entry: dict | None, variants) -> int | None:
    """Bytes to admit for a problem with cache ``entry``; None when unknown (run alone)."""
    if not entry:
        return None
    if entry.get("measured_eager_peak_bytes"):
        e = float(entry["measured_eager_peak_bytes"])
    elif entry.get("meta_peak_bytes"):
        e = float(entry["meta_peak_bytes"]) * META_SLACK
    else:
        return None
    factor = sum(VARIANT_FACTORS.get(v, 1.0) for v in variants)
    return int(math.ceil(e * factor)) + JOB_OVERHEAD_BYTES


# ---------------------------------------------------------------------------------------------
# the meta-device estimate


def _live_bytes_mode():
    """A TorchDispatchMode that tracks the bytes of the live tensors the ops create (views and
    in-place results share their input's storage and are not counted) and their peak."""
    from torch.utils._python_dispatch import TorchDispatchMode
    import torch

    class LiveBytes(TorchDispatchMode):
        def __init__(self):
            super().__init__()
            self.live = 0
            self.peak = 0

        def _release(self, n):
            self.live -= n

        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            out = func(*args, **(kwargs or {}))
            rets = func._schema.returns
            flat = out if isinstance(out, (tuple, list)) else (out,)
            for i, t in enumerate(flat):
                if not isinstance(t, torch.Tensor):
                    continue
                aliased = i < len(rets) and rets[i].alias_info is not None
                if aliased:
                    continue
                n = t.untyped_storage().nbytes()
                self.live += n
                weakref.finalize(t, self._release, n)
            self.peak = max(self.peak, self.live)
            return out

    return LiveBytes()


def _tensor_bytes(obj) -> int:
    import torch
    if isinstance(obj, torch.Tensor):
        return obj.untyped_storage().nbytes()
    if isinstance(obj, (list, tuple)):
        return sum(_tensor_bytes(o) for o in obj)
    if isinstance(obj, dict):
        return sum(_tensor_bytes(o) for o in obj.values())
    return 0


META_TIME_LIMIT_S = 20.0  # some ops (nn.LSTM) run a slow Python decomposition on meta: minutes


class _MetaTimeout(Exception):
    pass


def _on_alarm(signum, frame):
    raise _MetaTimeout(f"the meta-device forward took over {META_TIME_LIMIT_S:.0f} s")


def estimate_problem(path: str | Path, time_limit_s: float | None = None) -> dict:
    """Builds the problem and runs its forward once on the meta device (nothing is allocated).
    Returns {"params_bytes", "inputs_bytes", "outputs_bytes", "meta_peak_bytes"} where the peak is
    parameters + inputs + the most bytes of forward tensors alive at once; or {"error": ...} when
    the problem cannot run on meta (data-dependent ops, explicit devices): such a problem runs
    alone until it has a measured peak."""
    import signal
    import torch
    from bench.problem import build_model, load_problem, make_inputs, short_exc
    try:
        prob = load_problem(path)
        model = build_model(prob, 0, "meta")
        xs = make_inputs(prob, 0, "meta")
        params = sum(_tensor_bytes(t) for t in list(model.parameters()) + list(model.buffers()))
        inputs = _tensor_bytes(xs)
        mode = _live_bytes_mode()
        if time_limit_s:  # the forward only; in the main thread of the estimating subprocess
            signal.signal(signal.SIGALRM, _on_alarm)
            signal.setitimer(signal.ITIMER_REAL, time_limit_s)
        with torch.no_grad(), mode:
            out = model(*xs)
        outputs = _tensor_bytes(out)
        peak = params + inputs + max(mode.peak, outputs)
        return {"params_bytes": params, "inputs_bytes": inputs, "outputs_bytes": outputs,
                "meta_peak_bytes": peak}
    except BaseException as e:  # noqa: BLE001 - any failure means "unknown"
        if isinstance(e, KeyboardInterrupt):
            raise
        return {"error": short_exc(e, 300)}
    finally:
        if time_limit_s:
            signal.setitimer(signal.ITIMER_REAL, 0)


def load_cache(out_dir: Path) -> dict:
    try:
        d = json.loads((Path(out_dir) / CACHE_NAME).read_text())
        if d.get("version") == CACHE_VERSION:
            return d
    except (OSError, ValueError):
        pass
    return {"version": CACHE_VERSION, "problems": {}}


def save_cache(out_dir: Path, cache: dict) -> None:
    from bench.run_one import atomic_write_json
    atomic_write_json(Path(out_dir) / CACHE_NAME, cache)


def cache_key(path: Path) -> str:
    """Problems are keyed by path and content: an edited problem is estimated again."""
    import hashlib
    try:
        digest = hashlib.sha1(Path(path).read_bytes()).hexdigest()[:16]
    except OSError:
        digest = "missing"
    return f"{path}:{digest}"


def estimate_missing(paths: list[Path], out_dir: Path, timeout_s: float = 600.0, procs: int | None = None) -> dict:
    """Fills the cache with a meta estimate for every problem lacking one, in a few subprocesses
    running side by side (the problem files are user code: they are not imported into the
    harness; a slow one, e.g. nn.LSTM on meta, holds up only its share).  Returns the cache."""
    import subprocess
    cache = load_cache(out_dir)
    missing = [str(p) for p in paths if cache_key(p) not in cache["problems"]]
    if missing:
        if procs is None:
            procs = max(1, min(8, (os.cpu_count() or 1) // 2))
        chunks = [missing[i::procs] for i in range(procs) if missing[i::procs]]
        repo = str(Path(__file__).resolve().parent.parent)
        env = dict(os.environ, PYTHONPATH=repo + (os.pathsep + os.environ["PYTHONPATH"]
                                                   if os.environ.get("PYTHONPATH") else ""),
                   CUDA_VISIBLE_DEVICES="")
        outs = [Path(out_dir) / f"{CACHE_NAME}.new{i}" for i in range(len(chunks))]
        running = [subprocess.Popen([sys.executable, "-m", "bench.memory", "--out", str(o), *c], cwd=repo,
                                    env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                   for o, c in zip(outs, chunks)]
        deadline = time.monotonic() + timeout_s
        got = {}
        for proc, o in zip(running, outs):
            try:
                proc.wait(timeout=max(0.0, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                proc.kill()  # what it wrote so far is kept; the rest runs alone until measured
                proc.wait()
            try:
                got.update(json.loads(o.read_text()))
            except (OSError, ValueError):
                pass
            o.unlink(missing_ok=True)
        for p in missing:
            cache["problems"][cache_key(Path(p))] = got.get(p) or {"error": "meta estimate did not finish"}
        save_cache(out_dir, cache)
    return cache


def record_measured(cache: dict, path: Path, res: dict, alone_oom: bool = False) -> None:
    """Keeps the measured eager peak of a finished problem (more exact than the meta estimate) and
    marks a problem that ran out of memory beside others, so that later runs run it alone."""
    entry = cache["problems"].setdefault(cache_key(path), {})
    peak = (res.get("memory") or {}).get("eager_set_peak_bytes")
    if peak:
        entry["measured_eager_peak_bytes"] = int(peak)
    if alone_oom:
        entry["oom_beside_others"] = True


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="meta-device memory estimates of problem files (JSON)")
    ap.add_argument("--out", required=True)
    ap.add_argument("problems", nargs="+")
    a = ap.parse_args(argv)
    from bench.run_one import atomic_write_json
    got = {}
    for p in a.problems:
        got[p] = estimate_problem(p, META_TIME_LIMIT_S)
        atomic_write_json(a.out, got)  # incremental: a hang later keeps these
    return 0


# ---------------------------------------------------------------------------------------------
# admission


@dataclass
class Job:
    """A problem waiting for, or holding, a place on a GPU."""
    key: object
    need: int | None          # bytes; None = unknown (runs alone)
    exclusive: bool = False   # run alone on its GPU (unknown need, bigger than a GPU, OOM retry)
    gpu: int | None = None    # set when started
    shared: bool = False      # another job ran on its GPU at some time while it ran
    first_error: str | None = None  # a retry: why the first attempt failed


@dataclass
class _Gpu:
    capacity: float  # bytes; inf on cpu (slots only)
    slots: int
    running: list = field(default_factory=list)

    @property
    def admitted(self) -> int:
        return sum(j.need or 0 for j in self.running)

    @property
    def busy_alone(self) -> bool:
        return any(j.exclusive for j in self.running)


class Admission:
    """Decides which waiting job starts on which GPU.  Pure bookkeeping (no threads, no clock):
    the caller asks :meth:`take` for jobs to start and reports :meth:`finish`.

    A job starts on a GPU when a slot is free there and the admitted needs plus its own fit the
    capacity.  A job that needs more than the capacity, or whose need is unknown, or that is
    retried after an OOM beside others, runs alone (``exclusive``): it starts on an idle GPU and
    nothing else starts there while it runs.  Jobs start in queue order, but a later job may pass
    one that does not fit (backfill); to keep big jobs from starving, the first job that does not
    fit reserves the GPU where it fits soonest, and nothing else starts on that GPU until it has
    started.  Every job fits an idle GPU (exclusive jobs by definition) and running jobs end
    (the harness kills them at their timeout), so the reserved GPU drains and the first waiting
    job always starts eventually: no deadlock, no starvation.
    """

    def __init__(self, capacities: dict, slots_per_gpu: int):
        self.gpus = {g: _Gpu(c, max(1, int(slots_per_gpu))) for g, c in capacities.items()}
        self.queue: list[Job] = []
        self.reserved: tuple | None = None  # (job, gpu)

    def add(self, job: Job, front: bool = False) -> None:
        cap = max(g.capacity for g in self.gpus.values())
        if job.need is None or job.need > cap:
            job.exclusive = True
        if front:
            self.queue.insert(0, job)
        else:
            self.queue.append(job)

    def _fits(self, job: Job, g: _Gpu) -> bool:
        if len(g.running) >= g.slots or g.busy_alone:
            return False
        if job.exclusive:
            return not g.running
        return g.admitted + job.need <= g.capacity

    def _start(self, job: Job, gid) -> None:
        self.queue.remove(job)
        job.gpu = gid
        others = self.gpus[gid].running
        if others:
            job.shared = True
            for o in others:
                o.shared = True
        others.append(job)
        if self.reserved is not None and self.reserved[0] is job:
            self.reserved = None

    def _reserved_for_other(self, gid, job: Job) -> bool:
        return self.reserved is not None and self.reserved[1] == gid and self.reserved[0] is not job

    def _soonest(self, job: Job):
        """The GPU where ``job`` will fit soonest: the least admitted memory, then fewest jobs."""
        return min(self.gpus, key=lambda gid: (self.gpus[gid].busy_alone, self.gpus[gid].admitted,
                                               len(self.gpus[gid].running), gid))

    def take(self) -> list[Job]:
        """Jobs to start now, each with ``gpu`` set; the caller runs them and calls finish()."""
        started = []
        progress = True
        while progress:
            progress = False
            for job in list(self.queue):
                cands = [gid for gid, g in self.gpus.items()
                         if self._fits(job, g) and not self._reserved_for_other(gid, job)]
                if cands:
                    gid = min(cands, key=lambda gid: (self.gpus[gid].admitted, len(self.gpus[gid].running), gid))
                    self._start(job, gid)
                    started.append(job)
                    progress = True
                    break  # re-scan from the head: the head may fit now
                if self.reserved is None:
                    self.reserved = (job, self._soonest(job))
        return started

    def finish(self, job: Job) -> None:
        self.gpus[job.gpu].running.remove(job)

    @property
    def idle(self) -> bool:
        return not self.queue and all(not g.running for g in self.gpus.values())


if __name__ == "__main__":
    sys.exit(main())
