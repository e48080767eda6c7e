"""The trained policy's dataset job (issue 12): for every group of a suite split,
measure the builtin policy's whole candidate space on this GPU and append one
JSON line per candidate.

    python3 tools/policy/collect_dataset.py --suite bench/suite/dev --out data/dev.jsonl \
        [--shard 0/2] [--deadline-s 500]

Resumable: problems already in --out are skipped, so one job spans many device
calls (10 minutes each); --shard i/n splits the problems across the GPUs of a host
(one process per GPU, CUDA_VISIBLE_DEVICES set by the caller). Only the dev split
is ever collected: test is measured, never learned from.

Per problem: cuagent.optimize (the builtin policy, its usual top 8) with task_dir
kept, then the worker again on each group's task with --max-candidates 1000, so every
candidate of every template and library call is compiled, verified and profiled.

Line format (version 1):
  {"format": "cuagent.policy-dataset", "version": 1, "problem", "group", "key",
   "device", "torch", "precision", "task": <task features>,
   "candidate": <id>, "params": <parsed from the id>, "compiled", "verified",
   "median_ms", "stock_ms", "reason"}
Task features come from task.json alone (op classes and counts, shapes, bytes,
FLOPs of GEMMs, reduction lengths); timings are labels, never features.
"""
import argparse
import functools
import json
import math
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
FORMAT = {"format": "cuagent.policy-dataset", "version": 1}
DTYPE_BYTES = {"f32": 4, "f16": 2, "bf16": 2}
GEMM_OPS = {"aten::matmul", "aten::mm", "aten::bmm", "aten::linear", "aten::addmm"}


def task_features(task):
    """Features of a group from its task.json (no timing)."""
    graph = task["graph"]
    numel = lambda shape: math.prod(shape) if shape else 1
    spec_bytes = lambda spec: numel(spec["shape"]) * DTYPE_BYTES.get(spec["dtype"], 4)
    values = {i["name"]: i for i in graph["inputs"]}
    ops = [n["op"] for n in graph["nodes"]]
    flops, reduction = 0, 0
    for node in graph["nodes"]:
        shapes = [values[n]["shape"] for n in node["inputs"] if n in values]
        if node["op"] in GEMM_OPS and len(shapes) >= 2:
            a, b = shapes[0], shapes[1]
            k = a[-1]
            n = b[0] if node["op"] == "aten::linear" else (b[-1] if len(b) > 1 else 1)
            flops += 2 * numel(a) // max(k, 1) * k * n
        if shapes and ("dim" in node.get("attrs", {}) or node["op"] == "aten::layer_norm"):
            reduction = max(reduction, shapes[0][-1] if shapes[0] else 1)
    moved = sum(spec_bytes(i) for i in graph["inputs"]) + sum(spec_bytes(o) for o in graph["outputs"])
    return {"ops": ops, "n_ops": len(ops), "n_gemm": sum(op in GEMM_OPS for op in ops),
            "n_inputs": len(graph["inputs"]), "n_outputs": len(graph["outputs"]),
            "bytes_moved": moved, "gemm_flops": flops,
            "arithmetic_intensity": flops / moved if moved else 0.0,
            "max_reduction_length": reduction,
            "dtype": graph["inputs"][0]["dtype"] if graph["inputs"] else "f32",
            "out_elements": sum(numel(o["shape"]) for o in graph["outputs"]),
            "precision": task.get("precision", "fp32")}


def candidate_params(candidate_id):
    """builtin/b256-v4-block-c32[-a2] -> its template parameters."""
    m = re.match(r"builtin/b(\d+)-v(\d+)-(warp|block)-c(\d+)(?:-a(\d+))?$", candidate_id)
    if not m:
        return {}
    params = {"block": int(m[1]), "vector": int(m[2]), "warp_per_row": m[3] == "warp",
              "max_cached": int(m[4])}
    if m[5] is not None:
        params["gemm_algo"] = int(m[5])
    return params


def done_problems(out):
    if not out.exists():
        return set()
    with open(out) as f:
        return {json.loads(line)["problem"] for line in f if line.strip()}


def run_worker(worker, task_json, cache, timeout_s):
    proc = subprocess.run([worker, "--task", str(task_json), "--cache", str(cache),
                           "--max-candidates", "1000", "--max-rounds", "1"],
                          capture_output=True, text=True, timeout=timeout_s)
    if proc.returncode != 0 or not proc.stdout.strip():
        raise RuntimeError(f"worker failed ({proc.returncode}): {proc.stderr.strip()[-300:]}")
    summary = json.loads(proc.stdout.strip().splitlines()[-1])
    key = summary["key"]
    with open(Path(cache) / "v1" / key[:2] / key / "report.json") as f:
        return key, json.load(f)


class TooLarge(Exception):
    """A problem whose inputs exceed --max-input-mib: skipped, and recorded as such."""


def input_bytes(problem):
    """The bytes of the problem's tensor inputs, from their shapes alone: drawn on the
    meta device, so a problem of 8 GiB inputs costs nothing to measure."""
    import torch
    with torch.device("meta"):
        inputs = problem.get_inputs()
    return sum(x.numel() * x.element_size() for x in inputs if isinstance(x, torch.Tensor))


def problem_groups(problem_path, task_root, cache, device, optimize_kwargs, max_input_bytes=0):
    """optimize() the problem with its task folders kept: their task.json paths."""
    import torch
    sys.path.insert(0, str(REPO))
    sys.path.insert(0, str(REPO / "python"))
    import cuagent
    from bench.problem import load_problem

    problem = load_problem(problem_path)
    # Multi-GB problems spend minutes in optimize (reference data goes through
    # files, issue 11): one would take a whole device call.
    if max_input_bytes and input_bytes(problem) > max_input_bytes:
        raise TooLarge(f"inputs of {input_bytes(problem) / 2**20:.0f} MiB exceed "
                       f"--max-input-mib {max_input_bytes / 2**20:.0f}")
    torch.manual_seed(0)
    model = problem.Model(*problem.get_init_inputs()).to(device).eval()
    inputs = [x.to(device) if isinstance(x, torch.Tensor) else x for x in problem.get_inputs()]
    cuagent.optimize(torch.jit.script(model), inputs, cache_dir=str(cache),
                     task_dir=str(task_root), **optimize_kwargs)
    report = cuagent.last_report()
    return [Path(g["task_dir"]) / "task.json" for g in report.get("groups", [])
            if g.get("task_dir") and (Path(g["task_dir"]) / "task.json").exists()]


def collect_problem(path, opts, device_name, torch_version, groups_of=problem_groups):
    lines = []
    with tempfile.TemporaryDirectory(prefix="cuagent-dataset-") as tmp:
        tasks = groups_of(path, Path(tmp) / "tasks", Path(tmp) / "cache", opts.device,
                          {"worker_path": opts.worker} if opts.worker else {})
        for g, task_json in enumerate(tasks):
            task = json.loads(Path(task_json).read_text())
            key, report = run_worker(opts.worker_binary, task_json, Path(tmp) / "space",
                                     opts.group_timeout_s)
            features = task_features(task)
            for c in report.get("candidates", []):
                lines.append({**FORMAT, "problem": Path(path).stem, "group": g, "key": key,
                              "device": device_name, "torch": torch_version,
                              "precision": task.get("precision", "fp32"), "task": features,
                              "candidate": c["id"], "params": candidate_params(c["id"]),
                              "compiled": c.get("compiled", False),
                              "verified": c.get("verified", False),
                              "median_ms": c.get("median_ms", -1.0),
                              "stock_ms": task.get("stock_time_ms", -1.0),
                              "reason": c.get("reason", "")})
    if not lines:  # a problem without groups is recorded, so that it is not retried
        lines.append({**FORMAT, "problem": Path(path).stem, "group": None, "candidate": None})
    return lines


def main(argv=None, groups_of=problem_groups):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--suite", default=str(REPO / "bench/suite/dev"))
    parser.add_argument("--out", required=True)
    parser.add_argument("--shard", default="0/1", help="i/n: every n-th problem from the i-th")
    parser.add_argument("--deadline-s", type=float, default=0, help="start no problem after this")
    parser.add_argument("--device", default="cuda")
    parser.add_argument("--worker", default=os.environ.get("CUAGENT_WORKER", ""))
    parser.add_argument("--group-timeout-s", type=float, default=300)
    parser.add_argument("--limit", type=int, default=0, help="at most this many problems")
    parser.add_argument("--max-input-mib", type=float, default=1024,
                        help="skip problems whose inputs are larger (0: no limit)")
    opts = parser.parse_args(argv)
    if groups_of is problem_groups and opts.max_input_mib:
        groups_of = functools.partial(problem_groups,
                                      max_input_bytes=int(opts.max_input_mib * 2**20))
    if "/test" in opts.suite.rstrip("/")[-5:]:
        parser.error("the test split is measured, never learned from: use the dev split")
    index, count = (int(x) for x in opts.shard.split("/"))
    opts.worker_binary = opts.worker or str(REPO / "build/bin/cuagent-compile")
    out = Path(opts.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    done = done_problems(out)
    problems = sorted(Path(opts.suite).glob("*.py"))[index::count]
    if opts.limit:
        problems = problems[:opts.limit]
    try:
        import torch
        device_name = torch.cuda.get_device_name() if opts.device == "cuda" else "cpu"
        torch_version = torch.__version__
    except Exception:  # noqa: BLE001 - a fake collector in tests needs no torch
        device_name, torch_version = opts.device, ""
    start, written = time.monotonic(), 0
    for path in problems:
        if path.stem in done:
            continue
        if opts.deadline_s and time.monotonic() - start > opts.deadline_s:
            print(f"deadline: stopping before {path.stem}", file=sys.stderr)
            break
        try:
            lines = collect_problem(path, opts, device_name, torch_version, groups_of)
        except TooLarge as error:  # recorded, so that resuming does not retry it
            lines = [{**FORMAT, "problem": path.stem, "group": None, "candidate": None,
                      "skipped": str(error)}]
        except Exception as error:  # noqa: BLE001 - one problem must not end the job
            lines = [{**FORMAT, "problem": path.stem, "group": None, "candidate": None,
                      "error": f"{type(error).__name__}: {error}"[:500]}]
        with open(out, "a") as f:  # one problem at a time: a killed job loses one
            for line in lines:
                f.write(json.dumps(line) + "\n")
        written += 1
        print(f"[{time.monotonic() - start:6.0f} s] {path.stem}: {len(lines)} line(s)",
              file=sys.stderr, flush=True)
    print(json.dumps({"problems_written": written, "out": str(out)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
