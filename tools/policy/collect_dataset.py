"""The trained policy's dataset job (issue 12): for every group of a suite split,
measure the builtin policy's whole candidate space on this GPU and append one
JSON line per group.

    python3 tools/policy/collect_dataset.py --suite bench/suite/dev --out data/dev.jsonl \
        [--shard 0/2] [--deadline-s 480] [--perturb 2] [--profile-budget-ms 75]
    python3 tools/policy/collect_dataset.py --split-role eval --suite bench/suite/test \
        --out data/test-eval.jsonl        # measured, never trained on

Resumable: (problem, variant) pairs already in --out are skipped, so one job
spans many device calls; --shard i/n splits the problems across the GPUs of a
host (one process per GPU, CUDA_VISIBLE_DEVICES set by the caller; see
gpu_collect.sh). Problems run interleaved by op family (bench.families:
attention, convolution, GEMM, norm, pooling, softmax/reduction, other), and
within a family by composition (the name after the numeric prefix), so a run
cut by --deadline-s still covers every family. (Until the forty-fifth session
the order was by composition alone, which sorts by the first op's name: the
committed lines are mostly bmm groups, and no convolution group was measured.)

--precision tf32 optimizes in the tf32 mode (the tensor-core candidates:
channels-last convs, TF32 GEMMs); a problem's lines of each precision are
separate groups, resumed separately: every line's "mode" is the --precision
it was collected in ("precision" is its task's).

Per problem variant: cuagent.optimize (builtin:k=1, no end-to-end check: only
the task folders are wanted) with task_dir kept, then per group the worker on
the group's task with --max-candidates 1000 --max-rounds 1, so every candidate
of every template and library call is compiled, verified and profiled, each
for --profile-budget-ms (75 by default: ranking labels need the median to a
few percent, which 75 ms gives kernels up to ~1 ms at the 100-trial cap and
bigger ones 10+ trials; the worker's 300 ms default is for picking a kernel
to ship). With --k-timing (default for --split-role eval) the worker runs
twice more per group, cold (a fresh cache), with --policy builtin:k=1 and
builtin:k=8: their wall time is the cold optimize time the report compares.

Variants: "orig" (the problem's inputs); a problem whose inputs exceed
--max-input-mib runs as "scaled" instead (every tensor's batch dim halved,
else its largest dim, until under the cap; the shapes are checked by a
forward on the meta device, and the problem is skipped with the reason when
no scaling is accepted); --perturb N adds N variants "batch_x0.5",
"batch_x2", "batch_x0.25", "batch_x4" (the batch dim of every input scaled;
of the scaled shapes when the problem runs scaled; skipped over the cap).

Line format (version 2), one per group:
  {"format": "cuagent.policy-dataset", "version": 2, "role": "dev" | "eval",
   "problem", "variant": {"name", "input_shapes"}, "group": <index>, "key",
   "device", "torch", "toolchain": {worker's versions}, "policy": <its id>,
   "precision" (the task's), "mode" (--precision; absent before: fp32),
   "profile_budget_ms",
   "summary": <features.group_summary(task.json): the raw ops with input and
               output shapes, dtypes and the attrs that matter>,
   "stock_ms": <the stock subgraph's time>,
   "candidates": [{"id", "params": <parsed from the id, or null>,
                   "compiled", "verified", "median_ms", "min_ms", "trials",
                   "reason"}, ...]    (in the policy's proposal order),
   "unknown_ids": <candidates whose id form features.py does not parse>,
   "optimize_s": <the variant's capture optimize, all groups>,
   "wall_s": {"space": <the whole-space worker run>, "k1", "k8": <cold runs>,
              "confirm": <the second whole-space run, when there was one>},
   "k_runs": {"k1": {"wall_s", "status", "best", "candidates"}, "k8": {...}}}
With --confirm-over P (5 by default), a group whose first verified candidate
in the proposal order (the hand-set k=1 pick) is more than P% slower than its
best is measured a second time: each candidate keeps the smaller of its two
medians ("median_ms_runs" holds both) and is verified only if both runs
verified it ("confirm_error" when the second run failed).
A variant without groups, skipped or failed is one line with "group": null
and "skipped" or "error", so that resuming does not retry it. Timings are
labels, never features. train.py reads v1 (one line per candidate, "task"
features only) and v2.
"""
import argparse
import json
import math
import os
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import features as F  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))
from bench.families import family_of  # noqa: E402
FORMAT = {"format": "cuagent.policy-dataset", "version": 2}
PERTURB_FACTORS = (0.5, 2.0, 0.25, 4.0)
DEFAULT_PROFILE_BUDGET_MS = 75.0


def problem_family(path):
    """net000003_gru -> gru: the problems of one generator share it."""
    stem = Path(path).stem
    head, _, rest = stem.partition("_")
    return rest or head


def round_robin(queues):
    """One from each queue in turn until all are empty."""
    queues = [list(q) for q in queues]
    out = []
    while any(queues):
        for queue in queues:
            if queue:
                out.append(queue.pop(0))
    return out


def interleaved(problems):
    """Round-robin over op families; within one, over compositions, each in
    name order."""
    by_family = defaultdict(lambda: defaultdict(list))
    for path in sorted(problems):
        by_family[family_of(Path(path).stem)][problem_family(path)].append(path)
    return round_robin(
        round_robin(compositions[c] for c in sorted(compositions))
        for _, compositions in sorted(by_family.items()))


def done_pairs(out):
    if not out.exists():
        return set()
    pairs = set()
    with open(out) as f:
        for line in f:
            if line.strip():
                row = json.loads(line)
                pairs.add((row["problem"], (row.get("variant") or {}).get("name", "orig"),
                           row.get("mode", "fp32")))
    return pairs


# ----------------------------------------------------------------------------
# The worker.

def worker_command(worker, task_json, cache, opts, policy=None, max_candidates=1000):
    cmd = [worker, "--task", str(task_json), "--cache", str(cache),
           "--profile-budget-ms", str(opts.profile_budget_ms)]
    if policy:
        return cmd + ["--policy", policy, "--max-rounds", "4"]
    return cmd + ["--max-candidates", str(max_candidates), "--max-rounds", "1"]


def run_worker(cmd, timeout_s):
    """The worker's summary line, its cache entry's report and its wall time."""
    start = time.monotonic()
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout_s)
    wall = time.monotonic() - start
    if proc.returncode != 0 or not proc.stdout.strip():
        raise RuntimeError(f"worker failed ({proc.returncode}): {proc.stderr.strip()[-300:]}")
    summary = json.loads(proc.stdout.strip().splitlines()[-1])
    key = summary["key"]
    cache = Path(cmd[cmd.index("--cache") + 1])
    with open(cache / "v1" / key[:2] / key / "report.json") as f:
        return summary, json.load(f), wall


def k_run(worker, task_json, tmp, opts, k):
    """Cold: a fresh cache, as a first optimize sees it."""
    try:
        summary, report, wall = run_worker(
            worker_command(worker, task_json, Path(tmp) / f"k{k}", opts, policy=f"builtin:k={k}"),
            opts.group_timeout_s)
    except Exception as error:  # noqa: BLE001 - recorded, the group's line still written
        return {"error": f"{type(error).__name__}: {error}"[:300]}
    return {"wall_s": wall, "status": summary.get("status"), "best": summary.get("best"),
            "candidates": len(report.get("candidates", []))}


TOOLCHAIN_SKIP = {"candidates", "best", "task", "policy", "stock_time_ms"}


def group_line(task_json, report, wall, opts, context):
    task = json.loads(Path(task_json).read_text())
    candidates = []
    for c in report.get("candidates", []):
        candidates.append({"id": c["id"], "params": F.params_or_none(c["id"]),
                           "compiled": c.get("compiled", False),
                           "verified": c.get("verified", False),
                           "median_ms": c.get("median_ms", -1.0),
                           "min_ms": c.get("min_ms", -1.0), "trials": c.get("trials", 0),
                           "reason": c.get("reason", "")})
    return {**context, "precision": task.get("precision", "fp32"),
            "profile_budget_ms": opts.profile_budget_ms,
            "policy": report.get("policy", ""),
            "toolchain": {k: v for k, v in report.items()
                          if k not in TOOLCHAIN_SKIP and not isinstance(v, (list, dict))},
            "summary": F.group_summary(task), "stock_ms": task.get("stock_time_ms", -1.0),
            "candidates": candidates,
            "unknown_ids": sum(c["params"] is None for c in candidates),
            "wall_s": {"space": wall}}


def needs_confirmation(candidates, within):
    """Whether the hand-set order's k=1 pick (its first verified candidate)
    is more than `within` (a fraction) slower than the group's best: the
    label the k=1 metric turns on, worth a second measurement."""
    verified = [c for c in candidates if c["verified"] and c["median_ms"] > 0]
    if within <= 0 or len(verified) < 2:
        return False
    return verified[0]["median_ms"] > (1 + within) * min(c["median_ms"] for c in verified)


def merge_confirmation(candidates, report):
    """A second whole-space run merged into the first: per candidate the
    smaller median (a one-off slow measurement does not survive a second run;
    the twelfth session's probe found a dataset label 2.3x its re-measured
    time), both kept in median_ms_runs; a candidate is verified only if both
    runs verified it."""
    again = {c["id"]: c for c in report.get("candidates", [])}
    for c in candidates:
        other = again.get(c["id"])
        if other is None:
            continue
        second = other.get("median_ms", -1.0)
        c["median_ms_runs"] = [c["median_ms"], second]
        c["verified"] = bool(c["verified"] and other.get("verified", False))
        if c["verified"] and second > 0:
            c["median_ms"] = min(c["median_ms"], second)


def confirm_group(line, task_json, tmp, g, opts):
    """The second run of a group whose k=1 pick looks slow (fresh cache: a
    cached entry would answer without measuring)."""
    if not needs_confirmation(line["candidates"], opts.confirm_over / 100):
        return
    try:
        _, report, wall = run_worker(
            worker_command(opts.worker_binary, task_json, Path(tmp) / f"confirm{g}", opts),
            opts.group_timeout_s)
    except Exception as error:  # noqa: BLE001 - recorded, the first run's labels stand
        line["confirm_error"] = f"{type(error).__name__}: {error}"[:300]
        return
    merge_confirmation(line["candidates"], report)
    line["wall_s"]["confirm"] = wall


# ----------------------------------------------------------------------------
# Problems, their variants and their groups.

class Skip(Exception):
    """A variant that cannot run here (too large and not scalable): recorded."""


TooLarge = Skip  # v1's name


def tensor_bytes(tensors):
    import torch
    return sum(x.numel() * x.element_size() for x in tensors if isinstance(x, torch.Tensor))


def meta_inputs(problem):
    """The problem's inputs drawn on the meta device: shapes, no memory."""
    import torch
    with torch.device("meta"):
        return problem.get_inputs()


def input_bytes(problem):
    return tensor_bytes(meta_inputs(problem))


def scaled_shapes(shapes, how, factor):
    """how "batch": dim 0 of every tensor sharing the first tensor's dim 0;
    "largest": the largest dim of the largest tensor."""
    out = [list(s) if s is not None else None for s in shapes]
    tensors = [s for s in out if s]
    if not tensors:
        return out
    if how == "batch":
        batch = tensors[0][0]
        for s in tensors:
            if s[0] == batch:
                s[0] = max(1, int(s[0] * factor))
    else:
        biggest = max(tensors, key=math.prod)
        i = biggest.index(max(biggest))
        biggest[i] = max(1, int(biggest[i] * factor))
    return out


def forward_accepts(problem, shapes, metas):
    """The model runs on meta tensors of these shapes (no memory, no kernels)."""
    import torch
    try:
        with torch.device("meta"):
            model = problem.Model(*problem.get_init_inputs())
            inputs = [torch.empty(s, dtype=m.dtype) if isinstance(m, torch.Tensor) else m
                      for s, m in zip(shapes, metas)]
            with torch.no_grad():
                model(*inputs)
        return True
    except Exception:  # noqa: BLE001 - any failure means these shapes do not fit
        return False


def shapes_under_cap(problem, metas, cap, how):
    import torch
    shapes = [list(m.shape) if isinstance(m, torch.Tensor) else None for m in metas]
    size = lambda ss: sum(math.prod(s) * m.element_size() for s, m in zip(ss, metas) if s)
    for _ in range(64):
        if size(shapes) <= cap:
            return shapes if forward_accepts(problem, shapes, metas) else None
        new = scaled_shapes(shapes, how, 0.5)
        if new == shapes:
            return None
        shapes = new
    return None


def variant_shapes(problem, variant, cap):
    """The input shapes of a variant, or Skip with the reason."""
    import torch
    metas = meta_inputs(problem)
    shapes = [list(m.shape) if isinstance(m, torch.Tensor) else None for m in metas]
    if variant.startswith("batch_x"):
        if cap and tensor_bytes(metas) > cap:  # perturb what runs: the scaled shapes
            shapes = variant_shapes(problem, "scaled", cap)
        shapes = scaled_shapes(shapes, "batch", float(variant[len("batch_x"):]))
        if cap and tensor_bytes([torch.empty(s, dtype=m.dtype, device="meta")
                                 for s, m in zip(shapes, metas) if s]) > cap:
            raise Skip(f"{variant}: inputs exceed --max-input-mib")
        if not forward_accepts(problem, shapes, metas):
            raise Skip(f"{variant}: the model's forward refuses batch-scaled inputs")
        return shapes
    if not cap or tensor_bytes(metas) <= cap:
        return shapes if variant == "orig" else None
    if variant == "orig":
        return None  # runs as "scaled" instead
    for how in ("batch", "largest"):
        scaled = shapes_under_cap(problem, metas, cap, how)
        if scaled:
            return scaled
    raise Skip(f"inputs of {tensor_bytes(metas) / 2**20:.0f} MiB exceed --max-input-mib "
               f"{cap / 2**20:.0f} and no halving of the batch or largest dim runs the forward")


def make_inputs(problem, shapes, device):
    """The problem's own inputs when unscaled, else new ones of these shapes
    (floats normal, integers and bools 0/1: verification compares against the
    stock result on the same inputs, so values only need to be valid)."""
    import torch
    originals = None
    with torch.device("meta"):
        metas = problem.get_inputs()
    if all(not isinstance(m, torch.Tensor) or list(m.shape) == s for m, s in zip(metas, shapes)):
        originals = problem.get_inputs()
        return [x.to(device) if isinstance(x, torch.Tensor) else x for x in originals]
    out = []
    for m, s in zip(metas, shapes):
        if not isinstance(m, torch.Tensor):
            out.append(m)
        elif m.dtype.is_floating_point:
            out.append(torch.randn(s, dtype=m.dtype, device=device))
        elif m.dtype == torch.bool:
            out.append(torch.rand(s, device=device) > 0.5)
        else:
            out.append(torch.randint(0, 2, s, dtype=m.dtype, device=device))
    return out


def problem_groups(problem_path, task_root, cache, device, optimize_kwargs, variant="orig",
                   max_input_bytes=0):
    """optimize() one variant of the problem with its task folders kept:
    (task.json paths, the variant's input shapes, the variant's name)."""
    import torch
    sys.path.insert(0, str(REPO))
    sys.path.insert(0, str(REPO / "python"))
    import cuagent
    from bench.problem import load_problem

    problem = load_problem(problem_path)
    shapes = variant_shapes(problem, variant, max_input_bytes)
    name = variant
    if shapes is None:  # orig over the cap: the scaled variant stands in
        name = "scaled"
        shapes = variant_shapes(problem, "scaled", max_input_bytes)
    torch.manual_seed(0)
    model = problem.Model(*problem.get_init_inputs()).to(device).eval()
    inputs = make_inputs(problem, shapes, device)
    # patch_all: no end-to-end check. Only the task folders are wanted, and
    # in the tf32 mode a module that disagreed end to end was optimized again
    # in strict fp32 (decision 147), whose task folders then replaced the
    # tf32 ones: two of the forty-fifth session's eleven tf32 groups were
    # recorded as fp32 tasks that way, after twice the optimize time.
    cuagent.optimize(torch.jit.script(model), inputs, cache_dir=str(cache),
                     task_dir=str(task_root), policy="builtin:k=1", min_speedup=0,
                     patch_all=True, **optimize_kwargs)
    report = cuagent.last_report()
    tasks = [Path(g["task_dir"]) / "task.json" for g in report.get("groups", [])
             if g.get("task_dir") and (Path(g["task_dir"]) / "task.json").exists()]
    return tasks, shapes, name


def collect_variant(path, variant, opts, context, groups_of=problem_groups):
    lines = []
    with tempfile.TemporaryDirectory(prefix="cuagent-dataset-") as tmp:
        start = time.monotonic()
        kwargs = {"worker_path": opts.worker} if opts.worker else {}
        kwargs["precision"] = opts.precision
        tasks, shapes, name = groups_of(path, Path(tmp) / "tasks", Path(tmp) / "cache",
                                        opts.device, kwargs, variant=variant,
                                        max_input_bytes=opts.max_input_bytes)
        optimize_s = time.monotonic() - start
        base = {**FORMAT, "role": opts.split_role, "problem": Path(path).stem,
                "variant": {"name": name, "input_shapes": shapes}, **context,
                "mode": opts.precision, "optimize_s": optimize_s}
        for g, task_json in enumerate(tasks):
            summary, report, wall = run_worker(
                worker_command(opts.worker_binary, task_json, Path(tmp) / f"space{g}", opts),
                opts.group_timeout_s)
            line = group_line(task_json, report, wall, opts,
                              {**base, "group": g, "key": summary["key"]})
            confirm_group(line, task_json, tmp, g, opts)
            if opts.k_timing:
                runs = {f"k{k}": k_run(opts.worker_binary, task_json, Path(tmp) / f"g{g}", opts, k)
                        for k in (1, 8)}
                line["k_runs"] = runs
                line["wall_s"].update({name_: r.get("wall_s") for name_, r in runs.items()})
            lines.append(line)
    if not lines:  # a variant without groups is recorded, so that it is not retried
        lines.append({**base, "group": None})
    return lines


# ----------------------------------------------------------------------------

def parse_args(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--suite", default=str(REPO / "bench/suite/dev"))
    parser.add_argument("--out", required=True)
    parser.add_argument("--split-role", choices=("dev", "eval"), default="dev",
                        help="eval: the test split, measured for the report, never trained on")
    parser.add_argument("--shard", default="0/1", help="i/n: every n-th problem from the i-th")
    parser.add_argument("--deadline-s", type=float, default=0, help="start no problem after this")
    parser.add_argument("--device", default="cuda")
    parser.add_argument("--precision", choices=("fp32", "tf32"), default="fp32",
                        help="optimize's precision mode: tf32 adds the tensor-core candidates "
                             "(channels-last convs, TF32 GEMMs) and their strict rounds")
    parser.add_argument("--worker", default=os.environ.get("CUAGENT_WORKER", ""))
    parser.add_argument("--group-timeout-s", type=float, default=300)
    parser.add_argument("--limit", type=int, default=0, help="at most this many problems")
    parser.add_argument("--max-input-mib", type=float, default=1024,
                        help="inputs above this run scaled down (0: no limit)")
    parser.add_argument("--perturb", type=int, default=0,
                        help="shape-perturbed variants per problem (batch x0.5, x2, x0.25, x4)")
    parser.add_argument("--profile-budget-ms", type=float, default=DEFAULT_PROFILE_BUDGET_MS,
                        help="the worker's profiling time per candidate")
    parser.add_argument("--confirm-over", type=float, default=5.0,
                        help="percent: a group whose hand-set k=1 pick is this much slower than "
                             "its best is measured twice (per candidate the smaller median); 0: "
                             "never")
    parser.add_argument("--k-timing", action=argparse.BooleanOptionalAction, default=None,
                        help="also time cold builtin:k=1 and k=8 runs per group "
                             "(default: on for --split-role eval)")
    parser.add_argument("--summary", help="job summary JSON (default: <out>.summary.json)")
    opts = parser.parse_args(argv)
    is_test = Path(opts.suite.rstrip("/")).name == "test"
    if is_test and opts.split_role != "eval":
        parser.error("the test split is measured, never learned from: use the dev split, "
                     "or --split-role eval to measure it for the report")
    if opts.k_timing is None:
        opts.k_timing = opts.split_role == "eval"
    opts.max_input_bytes = int(opts.max_input_mib * 2**20)
    return opts


def device_context(opts):
    try:
        import torch
        name = torch.cuda.get_device_name() if opts.device == "cuda" else opts.device
        return {"device": name, "torch": torch.__version__}
    except Exception:  # noqa: BLE001 - a fake collector in tests needs no torch
        return {"device": opts.device, "torch": ""}


def main(argv=None, groups_of=problem_groups):
    opts = parse_args(argv)
    index, count = (int(x) for x in opts.shard.split("/"))
    opts.worker_binary = opts.worker or str(REPO / "build/bin/cuagent-compile")
    out = Path(opts.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    done = done_pairs(out)
    problems = interleaved(Path(opts.suite).glob("*.py"))[index::count]
    if opts.limit:
        problems = problems[:opts.limit]
    variants = ["orig"] + [f"batch_x{f:g}" for f in PERTURB_FACTORS[:opts.perturb]]
    context = device_context(opts)
    start = time.monotonic()
    stats = defaultdict(int)
    stopped = False
    # Every problem's orig before any perturbed variant: coverage first.
    for variant in variants:
        for path in problems:
            if ((path.stem, variant, opts.precision) in done
                    or (variant == "orig" and (path.stem, "scaled", opts.precision) in done)):
                continue
            if opts.deadline_s and time.monotonic() - start > opts.deadline_s:
                print(f"deadline: stopping before {path.stem} {variant}", file=sys.stderr)
                stopped = True
                break
            lines = run_one(path, variant, opts, context, groups_of)
            with open(out, "a") as f:  # one variant at a time: a killed job loses one
                for line in lines:
                    f.write(json.dumps(line) + "\n")
            count_lines(stats, lines)
            print(f"[{time.monotonic() - start:6.0f} s] {path.stem} {variant}: "
                  f"{sum(line['group'] is not None for line in lines)} group(s)",
                  file=sys.stderr, flush=True)
        if stopped:
            break
    summary = {"out": str(out), "role": opts.split_role, "shard": opts.shard,
               "deadline_hit": stopped, "wall_s": time.monotonic() - start, **stats}
    Path(opts.summary or f"{out}.summary.json").write_text(json.dumps(summary, indent=1) + "\n")
    print(json.dumps(summary))
    return 0


def run_one(path, variant, opts, context, groups_of):
    base = {**FORMAT, "role": opts.split_role, "problem": path.stem,
            "variant": {"name": variant}, "group": None, "mode": opts.precision, **context}
    try:
        return collect_variant(path, variant, opts, context, groups_of)
    except Skip as error:  # recorded, so that resuming does not retry it
        return [{**base, "skipped": str(error)}]
    except Exception as error:  # noqa: BLE001 - one problem must not end the job
        return [{**base, "error": f"{type(error).__name__}: {error}"[:500]}]


def count_lines(stats, lines):
    stats["variants_written"] += 1
    for line in lines:
        if line["group"] is None:
            stats["skipped" if "skipped" in line else "errors" if "error" in line
                  else "variants_without_groups"] += 1
            continue
        stats["groups"] += 1
        stats["candidates"] += len(line["candidates"])
        stats["verified"] += sum(c["verified"] for c in line["candidates"])
        stats["unknown_ids"] += line["unknown_ids"]


if __name__ == "__main__":
    sys.exit(main())
