"""Evaluation harness: run every problem of a folder, one subprocess per problem.

    python -m bench.harness --problems DIR --out RESULTS_DIR [--device cuda|cpu]
        [--precision fp32|tf32] [--variants eager,compile,torchscript,cuagent]
        [--time-budget-s 20] [--timeout-s 300] [--limit N] [--filter GLOB]
        [--shard I/N] [--force]

Results: RESULTS_DIR/problems/<name>.json (one per problem, reused on rerun unless --force),
then RESULTS_DIR/results.json, report.md and plots (see bench/report.py).
"""
from __future__ import annotations

import argparse
import fnmatch
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from bench.run_one import ALL_VARIANTS, RESULT_VERSION, atomic_write_json

REPO_ROOT = Path(__file__).resolve().parent.parent


class Progress:
    """Minimal stderr progress bar (no tqdm)."""

    def __init__(self, total: int, width: int = 30, stream=sys.stderr):
        self.total, self.width, self.stream = max(total, 1), width, stream
        self.n, self.t0 = 0, time.time()
        self.tty = hasattr(stream, "isatty") and stream.isatty()

    def update(self, label: str = "") -> None:
        self.n += 1
        frac = self.n / self.total
        fill = int(frac * self.width)
        el = time.time() - self.t0
        eta = el / self.n * (self.total - self.n)
        line = (f"[{'#' * fill}{'.' * (self.width - fill)}] {self.n}/{self.total} "
                f"{el:5.0f}s eta {eta:4.0f}s {label}")[:150]
        self.stream.write(("\r" + line.ljust(150)) if self.tty else line + "\n")
        self.stream.flush()

    def close(self) -> None:
        if self.tty:
            self.stream.write("\n")
            self.stream.flush()


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
    if r.get("status") in ("invalid",):
        return True
    return all(v in r.get("variants", {}) for v in variants)


def _kill_group(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        proc.kill()


def run_problem_subprocess(problem: Path, out_json: Path, device: str, precision: str,
                           variants: list[str], time_budget_s: float, timeout_s: float) -> dict:
    cmd = [sys.executable, "-m", "bench.run_one", "--problem", str(problem), "--out", str(out_json),
           "--device", device, "--precision", precision, "--variants", ",".join(variants),
           "--time-budget-s", str(time_budget_s)]
    env = dict(os.environ)
    env["PYTHONPATH"] = str(REPO_ROOT) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    log_path = out_json.with_suffix(".log")
    t0 = time.time()
    with open(log_path, "w") as log:
        proc = subprocess.Popen(cmd, cwd=str(REPO_ROOT), env=env, stdout=log, stderr=subprocess.STDOUT,
                                start_new_session=True)
        try:
            rc = proc.wait(timeout=timeout_s)
            timed_out = False
        except subprocess.TimeoutExpired:
            _kill_group(proc)
            proc.wait()
            rc, timed_out = None, True
    wall = time.time() - t0
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
        if "out of memory" in tail.lower():
            why += " (out of memory)"
        res["status"] = "timeout" if timed_out else "crashed"
        res["error"] = why + ("\n" + tail if tail else "")
        for v in variants:
            rec = res["variants"].get(v)
            if rec is None or rec.get("status") == "running":
                res["variants"][v] = {"status": "timeout" if timed_out else "crashed", "correct": False,
                                      "error": why}
        res["complete"] = True
    res["wall_s"] = wall
    atomic_write_json(out_json, res)
    return res


def run(problems_dir, out_dir, device="cuda", precision="fp32", variants=ALL_VARIANTS, time_budget_s=20.0,
        timeout_s=300.0, limit=None, pattern=None, shard=None, force=False, report=True, quiet=False) -> dict:
    problems_dir, out_dir = Path(problems_dir), Path(out_dir)
    (out_dir / "problems").mkdir(parents=True, exist_ok=True)
    variants = list(variants)
    if "eager" not in variants:
        variants = ["eager"] + variants  # eager is the reference and the speed-up baseline
    files = list_problems(problems_dir, pattern, shard, limit)
    bar = Progress(len(files), stream=sys.stderr if not quiet else open(os.devnull, "w"))
    reused = ran = 0
    for f in files:
        rp = result_path(out_dir, f, problems_dir)
        if not force and is_reusable(rp, device, precision, variants):
            reused += 1
            bar.update(f"{f.stem}: reused")
            continue
        res = run_problem_subprocess(f, rp, device, precision, variants, time_budget_s, timeout_s)
        ran += 1
        st = res.get("status")
        vs = " ".join(f"{k}={v.get('status')}" for k, v in res.get("variants", {}).items())
        bar.update(f"{f.stem}: {st} {vs}")
    bar.close()
    summary = {"problems": len(files), "ran": ran, "reused": reused}
    if report:
        from bench import report as R
        R.write_report(out_dir, files=[result_path(out_dir, f, problems_dir) for f in files])
    return summary


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="cuagent evaluation harness (KernelBench format)")
    ap.add_argument("--problems", required=True, help="folder of problem .py files (searched recursively)")
    ap.add_argument("--out", required=True, help="results folder")
    ap.add_argument("--device", default=None, choices=["cuda", "cpu"])
    ap.add_argument("--precision", default="fp32", choices=["fp32", "tf32"])
    ap.add_argument("--variants", default=",".join(ALL_VARIANTS))
    ap.add_argument("--time-budget-s", type=float, default=20.0, help="timing budget per problem (all variants)")
    ap.add_argument("--timeout-s", type=float, default=300.0, help="per-problem kill timeout")
    ap.add_argument("--limit", type=int, default=None)
    ap.add_argument("--filter", default=None, help="glob on file name or path")
    ap.add_argument("--shard", default=None, help="I/N: run every N-th problem starting at I")
    ap.add_argument("--force", action="store_true", help="rerun problems that already have results")
    ap.add_argument("--no-report", action="store_true")
    a = ap.parse_args(argv)
    device = a.device
    if device is None:
        import torch
        device = "cuda" if torch.cuda.is_available() else "cpu"
    variants = [v.strip() for v in a.variants.split(",") if v.strip()]
    bad = [v for v in variants if v not in ALL_VARIANTS]
    if bad:
        ap.error(f"unknown variants {bad}; choose from {ALL_VARIANTS}")
    s = run(a.problems, a.out, device, a.precision, variants, a.time_budget_s, a.timeout_s, a.limit, a.filter,
            a.shard, a.force, report=not a.no_report)
    print(json.dumps(s))
    return 0


if __name__ == "__main__":
    sys.exit(main())
