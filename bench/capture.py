"""What cuagent captures on a split of the task suite, on CPU: every task's small-scale twin
is partitioned (no compile, no GPU) and the capture figures are printed.

    python -m bench.capture --split dev [--limit N] [--json OUT]
    python -m bench.capture --version v2 --count 400 --split dev     # suite v2 (bench/suite2)

Prints the share of tasks with at least one group, the group and grouped-op counts (fewer
groups for the same ops means fewer round trips through memory), the folded shape queries
and widened bool masks, and the most common fallback reasons. Build and tune on `dev`;
`test` is only ever measured.
"""
from __future__ import annotations

import argparse
import collections
import importlib.util
import json
import sys
import tempfile
from pathlib import Path

from bench.synth.compose import LIBRARIES, V1, render, task_name
from bench.synth.generate import iter_tasks
from bench.synth.suite import salt_of, split_of


def load_model(path: Path):
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.Model(*module.get_init_inputs()).eval(), module.get_inputs()


def partition_split(cuagent, split: str, count: int, seed: int, limit: int, progress=None,
                    library=V1):
    """[{name, groups, fallbacks, folded_shape_queries, widened_bool_masks}] per task."""
    import torch

    rows = []
    with tempfile.TemporaryDirectory(prefix="cuagent-capture-") as tmp:
        for task in iter_tasks(count, seed, library=library):
            name = task_name(task)
            if split_of(name, salt_of(library)) != split:
                continue
            if len(rows) >= limit:
                break
            path = Path(tmp) / f"{name}.py"
            path.write_text(render(task, "small"))
            model, inputs = load_model(path)
            try:
                result = cuagent.partition(torch.jit.script(model), inputs)
            except Exception as error:  # a task the capture cannot take is a finding
                rows.append({"name": name, "error": str(error)[:300]})
                continue
            rows.append({"name": name, "groups": [g["ops"] for g in result["groups"]],
                         "fallbacks": result["fallbacks"],
                         "folded_shape_queries": result.get("folded_shape_queries", 0),
                         "widened_bool_masks": result.get("widened_bool_masks", 0)})
            if progress:
                progress(len(rows))
    return rows


def summarize(rows) -> dict:
    ok = [r for r in rows if "error" not in r]
    reasons = collections.Counter()
    for r in ok:
        for f in r["fallbacks"]:
            reasons["%s %s" % (f["op"], f["reason"])] += f.get("count", 1)
    return {
        "tasks": len(rows), "errors": len(rows) - len(ok),
        "captured": sum(1 for r in ok if r["groups"]),
        "groups": sum(len(r["groups"]) for r in ok),
        "grouped_ops": sum(len(g) for r in ok for g in r["groups"]),
        "folded_shape_queries": sum(r["folded_shape_queries"] for r in ok),
        "widened_bool_masks": sum(r["widened_bool_masks"] for r in ok),
        "top_fallbacks": reasons.most_common(12),
    }


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--split", default="dev", choices=["dev", "test"])
    ap.add_argument("--count", type=int, default=820, help="the suite's candidate count")
    ap.add_argument("--seed", type=int, default=0, help="the suite's seed")
    ap.add_argument("--limit", type=int, default=10**9)
    ap.add_argument("--json", help="write the per-task rows here")
    ap.add_argument("--version", default="v1", choices=sorted(LIBRARIES), help="the suite's op library")
    args = ap.parse_args(argv)
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "python"))
    import cuagent

    cuagent.load_library()
    rows = partition_split(cuagent, args.split, args.count, args.seed, args.limit,
                           progress=lambda n: print("\r%d" % n, end="", file=sys.stderr),
                           library=LIBRARIES[args.version])
    print(file=sys.stderr)
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1))
    s = summarize(rows)
    print("split %s: %d tasks, %d with a group (%.1f%%), %d errors" % (
        args.split, s["tasks"], s["captured"], 100.0 * s["captured"] / max(s["tasks"], 1),
        s["errors"]))
    print("groups %d, grouped ops %d, folded shape queries %d, widened bool masks %d" % (
        s["groups"], s["grouped_ops"], s["folded_shape_queries"], s["widened_bool_masks"]))
    for reason, n in s["top_fallbacks"]:
        print("  %5d  %s" % (n, reason))
    return 0


if __name__ == "__main__":
    sys.exit(main())
