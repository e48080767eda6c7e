"""Build the committed task suite: generate candidates, run CPU structural filters on each task's
small-scale twin, split dev/test by a seeded hash, write bench/suite/{dev,test}/ + manifest.json.

    python -m bench.synth.suite --count 820 --seed 0 --out bench/suite [--compile-sample 0]
    python -m bench.synth.suite --version v2 --count 400 --seed 0 --out bench/suite2

Suite v1 (bench/suite) draws from ops.py at the h200 scale; suite v2 (bench/suite2) adds
ops_v2.py's families at 4-8 GiB tensors (the ``large`` scale), with its own split salt.

The timing filter (d) and the h200-scale checks run on the GPU machine afterwards with
``python -m bench.synth.filter_suite`` (see docs/task-suite.md).
"""
from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import sys
import tempfile
from pathlib import Path

from bench.synth.compose import LIBRARIES, V1, Library, describe, render, task_name
from bench.synth.generate import iter_tasks

SPLIT_SALT = "cuagent-suite-v1"
DEV_FRACTION = 0.7


def salt_of(library: Library) -> str:
    return SPLIT_SALT if library is V1 else f"cuagent-suite-{library.name}"


def split_of(name: str, salt: str = SPLIT_SALT, dev_fraction: float = DEV_FRACTION) -> str:
    h = int(hashlib.sha256(f"{salt}:{name}".encode()).hexdigest()[:8], 16)
    return "dev" if (h % 10000) < dev_fraction * 10000 else "test"


def body_digest(source: str) -> str:
    """A task file's identity: its code without the comment lines (the header names the seed)."""
    body = "".join(line for line in source.splitlines(keepends=True) if not line.startswith("#"))
    return hashlib.sha256(body.encode()).hexdigest()


def earlier_digests(out: Path) -> set:
    """The tasks of the other committed suites beside `out` (bench/suite*): a new suite
    repeats none of them."""
    digests = set()
    for suite in sorted(out.resolve().parent.glob("suite*")):
        if suite.resolve() == out.resolve():
            continue
        for task in suite.glob("*/*.py"):
            digests.add(body_digest(task.read_text()))
    return digests


def build(count: int, seed: int, out: Path, compile_sample: int = 0, progress: bool = True,
          library: Library = V1) -> dict:
    from bench.synth.filters import apply_filters

    out = Path(out)
    earlier = earlier_digests(out) if library is not V1 else set()
    repeats = []
    for sp in ("dev", "test"):
        d = out / sp
        if d.exists():
            shutil.rmtree(d)
        d.mkdir(parents=True)
    tmp = Path(tempfile.mkdtemp(prefix="suite_small_"))
    tasks, rejected = [], []
    try:
        for i, t in enumerate(iter_tasks(count, seed, library=library)):
            name = task_name(t)
            if body_digest(render(t, library.gpu)) in earlier:
                repeats.append(name)
                continue
            small = tmp / f"{name}.py"
            small.write_text(render(t, "small"))
            r = apply_filters(str(small), "cpu", ("runs", "deterministic", "nontrivial"),
                              use_compile=i < compile_sample)
            e = describe(t)
            e["cpu_filters_small"] = r["verdicts"]
            if not r["ok"]:
                rejected.append(e)
            else:
                sp = split_of(name, salt_of(library))
                (out / sp / f"{name}.py").write_text(render(t, library.gpu))
                e.update(split=sp, file=f"{sp}/{name}.py", gpu_filters="pending")
                tasks.append(e)
            if progress:
                print(f"\r{i + 1}/{count} kept {len(tasks)}", end="", file=sys.stderr, flush=True)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    if progress:
        print(file=sys.stderr)
    manifest = {
        "generator": "bench.synth.suite", "seed": seed, "candidates": count, "scale": library.gpu,
        **({} if library is V1 else {"version": library.name,
                                     "min_numel": library.min_numel,
                                     "max_numel": library.max_numel[library.gpu]}),
        "split": {"method": f"sha256('{salt_of(library)}:'+name) % 10000 < {int(DEV_FRACTION * 10000)} -> dev",
                  "dev": sum(1 for e in tasks if e["split"] == "dev"),
                  "test": sum(1 for e in tasks if e["split"] == "test")},
        "filters": {"cpu_small": "runs(eager) + deterministic + nontrivial on the small-scale twin",
                    "gpu": "pending: python -m bench.synth.filter_suite on the H200"},
        "tasks": tasks, "rejected_cpu": rejected,
        **({"repeats_of_earlier_suites": repeats} if repeats else {}),
    }
    (out / "manifest.json").write_text(json.dumps(manifest, indent=1))
    return manifest


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--count", type=int, default=820)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", default="bench/suite")
    ap.add_argument("--compile-sample", type=int, default=0, help="also run torch.compile on the first K twins")
    ap.add_argument("--version", default="v1", choices=sorted(LIBRARIES), help="the suite's op library")
    a = ap.parse_args(argv)
    m = build(a.count, a.seed, Path(a.out), a.compile_sample, library=LIBRARIES[a.version])
    print(json.dumps({"kept": len(m["tasks"]), "rejected": len(m["rejected_cpu"]), "split": m["split"]}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
