"""Evaluation harness: run every problem of a folder, one subprocess per problem.

    python -m bench.harness --problems DIR --out RESULTS_DIR [--device cuda|cpu]
        [--precision fp32|tf32|tf32-cudaagent] [--variants eager,compile,torchscript,cuagent]
        [--time-budget-s 20] [--timeout-s 300] [--limit N] [--filter GLOB]
        [--shard I/N] [--force] [--gpus all|0,1,..] [--jobs-per-gpu J] [--gpu-mem-gib G] [--jobs N]
        [--no-progress]

Problems are scheduled over worker slots (a concurrent.futures thread pool, one thread per slot,
each slot running one problem subprocess at a time): on cuda len(gpus) * J slots, each bound to
one GPU (CUDA_VISIBLE_DEVICES) and to that GPU's lock file RESULTS_DIR/locks/gpu<i>.lock
(CUAGENT_GPU_LOCK, see run_one.gpu_exclusive: the measurement phases of the jobs sharing a GPU
never overlap, their compilation does); on cpu ``--jobs N`` slots. On cuda a problem is admitted
onto a GPU only when its estimated memory need fits beside the jobs already there (bench.memory);
one that runs out of memory beside others is run again alone. Progress goes to stderr.

Results: RESULTS_DIR/problems/<name>.json (one per problem, reused on rerun unless --force),
then RESULTS_DIR/results.json, report.md and plots (see bench/report.py).
"""
from __future__ import annotations

import argparse
import fnmatch
import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
from concurrent.futures import FIRST_COMPLETED, ThreadPoolExecutor, wait
from dataclasses import dataclass
from pathlib import Path

from bench import memory as M
from bench.run_one import (ALL_VARIANTS, GPU_LOCK_ENV, LOCK_WAIT_FILE_ENV, MEM_GRANT_ENV, RESULT_VERSION,
                           atomic_write_json)

try:
    from tqdm import tqdm as _tqdm  # pinned in requirements.txt
except ImportError:  # a bare GPU machine without the carried wheels: plain progress lines only
    _tqdm = None

REPO_ROOT = Path(__file__).resolve().parent.parent


class Progress:
    """Progress on stderr, never stdout (the summary JSON goes there): one line per finished problem,
    and on a terminal a tqdm bar under those lines. Off when ``enabled`` is false (``--no-progress``,
    ``run(quiet=True)``). Called from one thread only (the harness's main thread)."""

    def __init__(self, total: int, enabled: bool = True, stream=None):
        self.stream = stream if stream is not None else sys.stderr
        self.enabled, self.total, self.n, self.t0 = enabled, total, 0, time.time()
        tty = enabled and hasattr(self.stream, "isatty") and self.stream.isatty()
        self.bar = (_tqdm(total=total, file=self.stream, unit="problem", dynamic_ncols=True)
                    if tty and _tqdm is not None else None)

    def update(self, label: str = "") -> None:
        self.n += 1
        if not self.enabled:
            return
        elapsed = time.time() - self.t0
        eta = elapsed / self.n * (self.total - self.n)
        line = f"[{self.n}/{self.total} {elapsed:.0f}s eta {eta:.0f}s] {label}"
        if self.bar is not None:
            self.bar.write(line, file=self.stream)  # above the bar, which is redrawn
            self.bar.update()
        else:
            self.stream.write(line + "\n")
            self.stream.flush()

    def write(self, line: str) -> None:
        """A note that is not a finished problem (e.g. a retry)."""
        if not self.enabled:
            return
        if self.bar is not None:
            self.bar.write(line, file=self.stream)
        else:
            self.stream.write(line + "\n")
            self.stream.flush()

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()


def list_problems(problems_dir: str | Path, pattern: str | None = None, shard: str | None = None,
                  limit: int | None = None) -> list[Path]:
    files = sorted(p for p in Path(problems_dir).rglob("*.py") if not p.name.startswith("_"))
    if pattern:
        files = [p for p in files if fnmatch.fnmatch(p.name, pattern) or fnmatch.fnmatch(str(p), pattern)]
    if shard:
        i, n = (int(x) for x in shard.split("/"))
        files = [p for k, p in enumerate(files) if k % n == i]
    if limit is not None:
        files = files[:limit]
    return files


def result_path(out_dir: Path, problem: Path, problems_dir: Path) -> Path:
    rel = problem.relative_to(problems_dir).with_suffix("")
    return out_dir / "problems" / ("__".join(rel.parts) + ".json")


def is_reusable(path: Path, device: str, precision: str, variants: list[str]) -> bool:
    try:
        r = json.loads(path.read_text())
    except (OSError, ValueError):
        return False
    if not r.get("complete") or r.get("version") != RESULT_VERSION:
        return False
    if r.get("device") != device or r.get("precision") != precision:
        return False
    if r.get("status") == "invalid":
        # an older harness recorded co-tenants' OOMs as invalid: those run again
        return not M.mentions_oom(r.get("error"))
    return all(v in r.get("variants", {}) for v in variants)


def _kill_group(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        proc.kill()


# ---------------------------------------------------------------------------------------------
# worker slots


@dataclass(frozen=True)
class Slot:
    """One worker slot: runs one problem subprocess at a time."""
    index: int
    gpu_index: int | None = None     # GPU index as this process sees it (--gpus); None on cpu
    visible_id: str | None = None    # the child's CUDA_VISIBLE_DEVICES (physical id when remapped)
    lock_path: Path | None = None    # the child's CUAGENT_GPU_LOCK (one file per physical GPU)

    @property
    def tag(self) -> str:
        return f"gpu{self.gpu_index}" if self.gpu_index is not None else f"job{self.index}"


def resolve_gpus(spec="all", device_count: int | None = None) -> list[int]:
    """``"all"`` (every visible GPU), ``"0,2"`` or a list of ints -> list of GPU indices."""
    if device_count is None:
        import torch
        device_count = torch.cuda.device_count()
    if spec is None or (isinstance(spec, str) and spec.strip().lower() == "all"):
        if device_count < 1:
            raise ValueError("--gpus all: no CUDA device is visible")
        return list(range(device_count))
    if isinstance(spec, str):
        try:
            ids = [int(x) for x in spec.split(",") if x.strip()]
        except ValueError:
            raise ValueError(f"--gpus {spec!r}: expected 'all' or a comma list of GPU indices") from None
    else:
        ids = [int(x) for x in spec]
    if not ids:
        raise ValueError(f"--gpus {spec!r}: no GPU index given")
    if len(set(ids)) != len(ids):
        raise ValueError(f"--gpus {spec!r}: duplicate GPU index (use --jobs-per-gpu for several jobs per GPU)")
    bad = [g for g in ids if g < 0 or g >= device_count]
    if bad:
        raise ValueError(f"--gpus {spec!r}: index {bad} out of range, {device_count} GPU(s) visible")
    return ids


def _visible_id(gpu_index: int) -> str:
    """What the child's CUDA_VISIBLE_DEVICES must be for our GPU ``gpu_index`` (honours an
    already-set CUDA_VISIBLE_DEVICES, whose entries may be physical indices or UUIDs)."""
    vis = os.environ.get("CUDA_VISIBLE_DEVICES")
    if vis is None:
        return str(gpu_index)
    entries = [e.strip() for e in vis.split(",") if e.strip()]
    return entries[gpu_index] if gpu_index < len(entries) else str(gpu_index)


def make_slots(device: str, out_dir: Path, gpus="all", jobs_per_gpu: int = 1, jobs: int = 1,
               device_count: int | None = None) -> list[Slot]:
    """cuda: len(gpus) * jobs_per_gpu slots, interleaved over the GPUs (gpu0, gpu1, .., gpu0, ..);
    cpu: ``jobs`` slots, no GPU binding and no lock."""
    if device.startswith("cuda"):
        ids = resolve_gpus(gpus, device_count)
        slots: list[Slot] = []
        for _ in range(max(1, int(jobs_per_gpu))):
            for g in ids:
                vid = _visible_id(g)
                lock = Path(out_dir) / "locks" / ("gpu" + re.sub(r"[^A-Za-z0-9_.-]", "_", vid) + ".lock")
                slots.append(Slot(len(slots), g, vid, lock))
        return slots
    return [Slot(i) for i in range(max(1, int(jobs)))]


def compile_threads(total_slots: int) -> int:
    """Inductor compile workers per job: the machine's cores shared by the concurrent jobs (capped at
    32, inductor's own default cap, so a serial run behaves as before)."""
    try:
        ncpu = len(os.sched_getaffinity(0))
    except AttributeError:
        ncpu = os.cpu_count() or 1
    return max(1, min(32, ncpu // max(1, total_slots)))


def child_env(slot: Slot, total_slots: int) -> dict:
    """Environment additions for a problem subprocess running in ``slot``."""
    env = {}
    if slot.visible_id is not None:
        env["CUDA_VISIBLE_DEVICES"] = slot.visible_id
    if slot.lock_path is not None:
        env[GPU_LOCK_ENV] = str(slot.lock_path)
    if "TORCHINDUCTOR_COMPILE_THREADS" not in os.environ:
        env["TORCHINDUCTOR_COMPILE_THREADS"] = str(compile_threads(total_slots))
    return env


class HarnessInterrupted(Exception):
    """The run was interrupted (Ctrl-C): the problem's result is not written by the harness."""


class _ProcRegistry:
    """Live problem subprocesses, so an interrupt can kill them all (they run in their own sessions
    and do not get the terminal's SIGINT)."""

    def __init__(self):
        self._lock = threading.Lock()
        self._procs: set = set()
        self.interrupted = False

    def add(self, proc: subprocess.Popen) -> None:
        with self._lock:
            self._procs.add(proc)
            if self.interrupted:
                _kill_group(proc)

    def discard(self, proc: subprocess.Popen) -> None:
        with self._lock:
            self._procs.discard(proc)

    def kill_all(self) -> None:
        with self._lock:
            self.interrupted = True
            for proc in list(self._procs):
                _kill_group(proc)


def _read_lock_wait(path: Path | None) -> float:
    """Seconds the child has waited for the GPU lock so far (finished waits + the current one)."""
    if path is None:
        return 0.0
    try:
        d = json.loads(path.read_text())
        total = float(d.get("total_s") or 0.0)
        since = d.get("waiting_since")
        if since is not None:
            total += max(0.0, time.monotonic() - float(since))  # CLOCK_MONOTONIC is system-wide
        return total
    except (OSError, ValueError, TypeError, AttributeError):
        return 0.0


def run_problem_subprocess(problem: Path, out_json: Path, device: str, precision: str,
                           variants: list[str], time_budget_s: float, timeout_s: float,
                           env_extra: dict | None = None, gpu_index: int | None = None,
                           max_timeout_s: float | None = None, registry: _ProcRegistry | None = None) -> dict:
    """Run one problem in a subprocess and write its final result JSON.

    ``timeout_s`` counts the child's wall time minus the time it spent waiting for the GPU lock
    (other jobs' measurements on the same GPU), never more than ``max_timeout_s`` of wall time in
    all (default: ``timeout_s``, i.e. no allowance).  Without a GPU lock this is the plain timeout."""
    cmd = [sys.executable, "-m", "bench.run_one", "--problem", str(problem), "--out", str(out_json),
           "--device", device, "--precision", precision, "--variants", ",".join(variants),
           "--time-budget-s", str(time_budget_s)]
    env = dict(os.environ)
    env["PYTHONPATH"] = str(REPO_ROOT) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    env.update(env_extra or {})
    wait_file = None
    if env.get(GPU_LOCK_ENV):
        wait_file = out_json.with_suffix(".lockwait")  # not *.json: bench.report globs those
        wait_file.unlink(missing_ok=True)
        env[LOCK_WAIT_FILE_ENV] = str(wait_file)
    max_wall = timeout_s if max_timeout_s is None else max(timeout_s, max_timeout_s)
    log_path = out_json.with_suffix(".log")
    t0 = time.time()
    t0m = time.monotonic()
    lock_wait = 0.0
    with open(log_path, "w") as log:
        proc = subprocess.Popen(cmd, cwd=str(REPO_ROOT), env=env, stdout=log, stderr=subprocess.STDOUT,
                                start_new_session=True)
        if registry is not None:
            registry.add(proc)
        try:
            while True:
                lock_wait = _read_lock_wait(wait_file)
                remaining = min(timeout_s + lock_wait, max_wall) - (time.monotonic() - t0m)
                if remaining <= 0:
                    _kill_group(proc)
                    proc.wait()
                    rc, timed_out = None, True
                    break
                if wait_file is not None:
                    remaining = max(remaining, 0.25)  # no busy loop while the child waits at its deadline
                try:
                    rc = proc.wait(timeout=remaining)
                    timed_out = False
                    break
                except subprocess.TimeoutExpired:
                    continue  # re-read the lock wait: the deadline may have moved
        finally:
            if registry is not None:
                registry.discard(proc)
    wall = time.time() - t0
    if wait_file is not None:
        wait_file.unlink(missing_ok=True)
    if registry is not None and registry.interrupted:
        raise HarnessInterrupted(str(problem))
    try:
        res = json.loads(out_json.read_text())
    except (OSError, ValueError):
        res = {"version": RESULT_VERSION, "problem": problem.stem, "path": str(problem), "device": device,
               "precision": precision, "variants_requested": variants, "variants": {}, "error": None}
    if timed_out or rc != 0 or not res.get("complete"):
        tail = ""
        try:
            tail = log_path.read_text()[-1500:]
        except OSError:
            pass
        why = (f"timeout: killed after {timeout_s:.0f}s" if timed_out
               else f"crashed: exit code {rc}" + (" (killed by signal %d)" % -rc if rc and rc < 0 else ""))
        if timed_out and lock_wait >= 0.5:
            why += f" (+{lock_wait:.0f}s waiting for the GPU lock, not counted; {wall:.0f}s wall)"
        if M.mentions_oom(tail):
            why += " (out of memory)"
        res["status"] = "timeout" if timed_out else "crashed"
        res["error"] = why + ("\n" + tail if tail else "")
        for v in variants:
            rec = res["variants"].get(v)
            if rec is None or rec.get("status") == "running":
                res["variants"][v] = {"status": "timeout" if timed_out else "crashed", "correct": False,
                                      "error": why}
        res["complete"] = True
        res["lock_wait_s"] = round(max(float(res.get("lock_wait_s") or 0.0), lock_wait), 3)
    res["wall_s"] = wall
    res["gpu_index"] = gpu_index
    atomic_write_json(out_json, res)
    return res


def run(problems_dir, out_dir, device="cuda", precision="fp32", variants=ALL_VARIANTS, time_budget_s=20.0,
        timeout_s=300.0, limit=None, pattern=None, shard=None, force=False, report=True, quiet=False,
        gpus="all", jobs_per_gpu=1, jobs=1, gpu_mem_gib=None) -> dict:
    """Run the problems over worker slots (see make_slots), admitting them by memory on cuda (see
    bench.memory); results do not depend on the order in which problems finish."""
    problems_dir, out_dir = Path(problems_dir), Path(out_dir)
    (out_dir / "problems").mkdir(parents=True, exist_ok=True)
    variants = list(variants)
    if "eager" not in variants:
        variants = ["eager"] + variants  # eager is the reference and the speed-up baseline
    files = list_problems(problems_dir, pattern, shard, limit)
    bar = Progress(len(files), enabled=not quiet)
    reused = 0
    todo = []
    for f in files:
        rp = result_path(out_dir, f, problems_dir)
        if not force and is_reusable(rp, device, precision, variants):
            reused += 1
            bar.update(f"{f.stem}: reused")
            continue
        todo.append((f, rp))
    ran = 0
    retried = 0
    if todo:
        slots = make_slots(device, out_dir, gpus, jobs_per_gpu, jobs)
        if any(s.lock_path is not None for s in slots):
            (out_dir / "locks").mkdir(parents=True, exist_ok=True)
        # jobs sharing one lock may wait for each other up to (J-1) holders' timeouts
        per_lock = max(sum(1 for t in slots if t.lock_path == s.lock_path) for s in slots)
        max_timeout_s = timeout_s * per_lock
        memory = MemoryPlan.make(device, out_dir, [f for f, _ in todo], variants, slots, gpu_mem_gib)
        ran, retried = _run_slots(todo, slots, device, precision, variants, time_budget_s, timeout_s,
                                  max_timeout_s, bar, memory)
    bar.close()
    summary = {"problems": len(files), "ran": ran, "reused": reused}
    if retried:
        summary["retried_alone_after_oom"] = retried
    if report:
        from bench import report as R
        R.write_report(out_dir, files=[result_path(out_dir, f, problems_dir) for f in files])
    return summary


def probe_gpu_memory(visible_ids: list[str]) -> dict | None:
    """{visible id: (free, total) bytes} from torch.cuda.mem_get_info in a child process (the
    harness itself never creates a CUDA context, which would hold memory on every GPU); None when
    the probe fails."""
    code = ("import json, torch\n"
            "print(json.dumps([torch.cuda.mem_get_info(i) for i in range(torch.cuda.device_count())]))")
    env = dict(os.environ, CUDA_VISIBLE_DEVICES=",".join(visible_ids))
    try:
        out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                             timeout=120, check=True).stdout
        got = json.loads(out.strip().splitlines()[-1])
        return {vid: tuple(got[i]) for i, vid in enumerate(visible_ids)}
    except (OSError, ValueError, IndexError, subprocess.SubprocessError):
        return None


# Kept free on every GPU beyond the admitted needs: other processes' contexts, fragmentation.
GPU_HEADROOM_BYTES = 2 * M.GIB


class MemoryPlan:
    """What the scheduler needs to know about memory: each problem's need (None = unknown, run
    alone) and each GPU's capacity.  On cpu every need is 0 and capacities are unbounded, so the
    scheduler only counts slots.  The estimate cache (OUT/memory.json) is updated from the
    measured eager peaks as problems finish."""

    def __init__(self, capacities: dict, needs: dict, cache: dict | None, out_dir: Path | None):
        self.capacities, self.needs, self.cache, self.out_dir = capacities, needs, cache, out_dir

    @classmethod
    def make(cls, device, out_dir, files, variants, slots, gpu_mem_gib=None) -> "MemoryPlan":
        gpu_ids = sorted({s.gpu_index for s in slots}, key=lambda g: (g is None, g))
        if not device.startswith("cuda"):
            return cls({None: float("inf")}, {f: 0 for f in files}, None, None)
        if gpu_mem_gib is not None:
            caps = {g: int(gpu_mem_gib * M.GIB) for g in gpu_ids}
        else:
            vis = {s.gpu_index: s.visible_id for s in slots}
            probed = probe_gpu_memory([vis[g] for g in gpu_ids])
            if probed is None:
                print("warning: could not read the GPUs' free memory (torch.cuda.mem_get_info in a child "
                      "failed): admitting by slots only; pass --gpu-mem-gib to set the capacity",
                      file=sys.stderr)
                caps = {g: float("inf") for g in gpu_ids}
            else:
                caps = {g: max(0, probed[vis[g]][0] - GPU_HEADROOM_BYTES) for g in gpu_ids}
        cache = M.estimate_missing(files, out_dir)
        needs = {}
        for f in files:
            entry = cache["problems"].get(M.cache_key(f))
            needs[f] = None if entry and entry.get("oom_beside_others") else M.need_bytes(entry, variants)
        return cls(caps, needs, cache, Path(out_dir))

    def record(self, problem: Path, res: dict, oom_beside_others: bool = False) -> None:
        if self.cache is None:
            return
        M.record_measured(self.cache, problem, res, oom_beside_others)
        M.save_cache(self.out_dir, self.cache)


def result_has_oom(res: dict) -> bool:
    """Whether any phase of the problem ran out of memory (setup, a variant, or the process)."""
    texts = [res.get("status"), res.get("error")]
    texts += [x for v in (res.get("variants") or {}).values() for x in (v.get("status"), v.get("error"))]
    return any(t == "oom" or M.mentions_oom(t) for t in texts)


def _run_slots(todo, slots, device, precision, variants, time_budget_s, timeout_s, max_timeout_s, bar,
               memory: MemoryPlan) -> tuple[int, int]:
    """Runs ``todo`` on a thread pool with one thread per slot. The main thread admits problems
    (bench.memory.Admission: a free slot on a GPU whose admitted memory fits the problem's need)
    and reports progress as they finish. A problem that ran out of memory while it shared its GPU
    is queued again at the front to run alone; only an OOM alone is recorded. The first error
    stops admitting problems (the running ones finish) and is re-raised; Ctrl-C kills the running
    subprocesses. Returns (problems run, retried alone)."""
    registry = _ProcRegistry()
    free_slots: dict = {}
    for slot in slots:
        free_slots.setdefault(slot.gpu_index, []).append(slot)
    adm = M.Admission(memory.capacities, max(len(v) for v in free_slots.values()))
    for f, rp in todo:
        adm.add(M.Job((f, rp), memory.needs.get(f)))
    envs = {slot.index: child_env(slot, len(slots)) for slot in slots}
    show_slot = len(slots) > 1

    def run_job(job: M.Job, slot: Slot):
        f, rp = job.key
        env = dict(envs[slot.index])
        if slot.gpu_index is not None and not job.exclusive and job.need:
            env[MEM_GRANT_ENV] = str(job.need)
        res = run_problem_subprocess(f, rp, device, precision, variants, time_budget_s, timeout_s,
                                     env_extra=env, gpu_index=slot.gpu_index, max_timeout_s=max_timeout_s,
                                     registry=registry)
        return res

    ran = retried = 0
    errors: list[BaseException] = []
    running: dict = {}  # future -> (job, slot)
    with ThreadPoolExecutor(max_workers=len(slots), thread_name_prefix="bench-slot") as pool:
        try:
            while True:
                if not errors and not registry.interrupted:
                    for job in adm.take():
                        slot = free_slots[job.gpu].pop()
                        running[pool.submit(run_job, job, slot)] = (job, slot)
                if not running:
                    break
                done, _ = wait(running, timeout=0.2, return_when=FIRST_COMPLETED)
                for fut in done:
                    job, slot = running.pop(fut)
                    adm.finish(job)
                    free_slots[job.gpu].append(slot)
                    try:
                        res = fut.result()
                    except HarnessInterrupted:
                        continue
                    except BaseException as e:  # noqa: BLE001 - re-raised below
                        errors.append(e)
                        continue
                    f, rp = job.key
                    if result_has_oom(res) and job.shared and not job.exclusive:
                        memory.record(f, res, oom_beside_others=True)
                        retry = M.Job(job.key, job.need, exclusive=True, first_error=_first_oom_error(res))
                        adm.add(retry, front=True)
                        retried += 1
                        bar.write(f"{f.stem}: out of memory beside other jobs on gpu{job.gpu}: "
                                  "queued again to run alone")
                        continue
                    res = _note_admission(rp, res, job)
                    memory.record(f, res)
                    ran += 1
                    vs = " ".join(f"{k}={v.get('status')}" for k, v in res.get("variants", {}).items())
                    bar.update((f"[{slot.tag}] " if show_slot else "") + f"{f.stem}: {res.get('status')} {vs}")
        except KeyboardInterrupt:
            registry.kill_all()
            pool.shutdown(wait=True, cancel_futures=True)
            raise
    if errors:
        raise errors[0]
    return ran, retried


def _first_oom_error(res: dict) -> str:
    for t in [res.get("error")] + [v.get("error") for v in (res.get("variants") or {}).values()]:
        if M.mentions_oom(t):
            return t.splitlines()[0][:300]
    return str(res.get("status"))


def _note_admission(rp: Path, res: dict, job: M.Job) -> dict:
    """Records how the problem was admitted in its result (rewritten): the bytes admitted, whether
    it ran alone, shared its GPU, or was retried alone after an OOM beside others."""
    mem = res.setdefault("memory", {})
    mem["admitted_bytes"] = job.need
    mem["ran_alone"] = bool(job.exclusive)
    mem["shared_gpu"] = bool(job.shared)
    if job.first_error is not None:
        mem["retried_alone_after_oom"] = job.first_error
    atomic_write_json(rp, res)
    return res


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="cuagent evaluation harness (KernelBench format)")
    ap.add_argument("--problems", required=True, help="folder of problem .py files (searched recursively)")
    ap.add_argument("--out", required=True, help="results folder")
    ap.add_argument("--device", default=None, choices=["cuda", "cpu"])
    ap.add_argument("--precision", default="fp32", choices=["fp32", "tf32", "tf32-cudaagent"],
                    help="fp32 strict; tf32 matched protocol; tf32-cudaagent CUDA Agent's protocol")
    ap.add_argument("--variants", default=",".join(ALL_VARIANTS))
    ap.add_argument("--time-budget-s", type=float, default=20.0, help="timing budget per problem (all variants)")
    ap.add_argument("--timeout-s", type=float, default=300.0,
                    help="per-problem kill timeout (time spent waiting for the GPU lock is not counted)")
    ap.add_argument("--limit", type=int, default=None)
    ap.add_argument("--filter", default=None, help="glob on file name or path")
    ap.add_argument("--shard", default=None, help="I/N: run every N-th problem starting at I")
    ap.add_argument("--force", action="store_true", help="rerun problems that already have results")
    ap.add_argument("--no-report", action="store_true")
    ap.add_argument("--no-progress", action="store_true",
                    help="no progress on stderr (by default one line per problem, and a bar on a terminal)")
    ap.add_argument("--gpus", default=None,
                    help="cuda: GPUs to use, 'all' (default: every visible GPU) or a comma list like 0,1,2,3")
    ap.add_argument("--jobs-per-gpu", type=int, default=None,
                    help="cuda: concurrent problems per GPU (default 1); their measurement phases take "
                         "turns on a per-GPU lock, their compilation overlaps")
    ap.add_argument("--jobs", type=int, default=None, help="cpu: concurrent problems (default 1)")
    ap.add_argument("--cuagent-options", default="",
                    help='more cuagent.optimize options for every problem, a JSON object such as '
                         '\'{"decompose_attention": true}\' (recorded in each result)')
    ap.add_argument("--gpu-mem-gib", type=float, default=None,
                    help="cuda: memory per GPU that admitted problems may fill (default: the free memory "
                         "at start, read in a child process, less 2 GiB)")
    a = ap.parse_args(argv)
    if a.cuagent_options:
        # The children read it (bench.run_one.cuagent_options); checked here first.
        from bench.run_one import CUAGENT_OPTIONS_ENV, cuagent_options
        os.environ[CUAGENT_OPTIONS_ENV] = a.cuagent_options
        try:
            cuagent_options()
        except ValueError as e:
            ap.error(str(e))
    device = a.device
    if device is None:
        import torch
        device = "cuda" if torch.cuda.is_available() else "cpu"
    variants = [v.strip() for v in a.variants.split(",") if v.strip()]
    bad = [v for v in variants if v not in ALL_VARIANTS]
    if bad:
        ap.error(f"unknown variants {bad}; choose from {ALL_VARIANTS}")
    for opt, val in (("--jobs-per-gpu", a.jobs_per_gpu), ("--jobs", a.jobs)):
        if val is not None and val < 1:
            ap.error(f"{opt} must be >= 1")
    if device == "cuda":
        if a.jobs is not None:
            print("warning: --jobs is for --device cpu; on cuda use --gpus and --jobs-per-gpu", file=sys.stderr)
        try:
            resolve_gpus(a.gpus if a.gpus is not None else "all")
        except ValueError as e:
            ap.error(str(e))
    elif a.gpus is not None or a.jobs_per_gpu is not None:
        print("warning: --gpus/--jobs-per-gpu are ignored on cpu (use --jobs)", file=sys.stderr)
    try:
        s = run(a.problems, a.out, device, a.precision, variants, a.time_budget_s, a.timeout_s, a.limit,
                a.filter, a.shard, a.force, report=not a.no_report, gpus=a.gpus if a.gpus is not None else "all",
                jobs_per_gpu=a.jobs_per_gpu or 1, jobs=a.jobs or 1, quiet=a.no_progress,
                gpu_mem_gib=a.gpu_mem_gib)
    except KeyboardInterrupt:
        print("\ninterrupted: running problems were killed and left incomplete (rerun to resume)",
              file=sys.stderr)
        return 130
    print(json.dumps(s))
    return 0


if __name__ == "__main__":
    sys.exit(main())
