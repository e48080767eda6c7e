"""Times variants of the attention template on one GPU, each verified first.

For each shape, an sdpa task (test/gpu/make_task.py's form; tf32, or fp32
with --precision fp32, where every variant is 3xTF32), the
worker's fused kernel IR for it (its cache entry's kernels.mlir, formed
without a GPU), then every variant as cuagent-translate emits it with the
variant's flags, measured in one round of the `file:` policy: the same
verification and timing as any candidate. With --builtin, the builtin
policy's whole search too (the fused kernels against the unrewritten group,
decision 71), for the chosen plan beside the variants.

    python tools/bench/attention_variants.py --shape 32,8,1024,1024,128 \\
        --variant "kt32=--block 256 --attention-key-tile 32" \\
        --variant "kt32-sc2=--block 256 --attention-key-tile 32 --attention-score-chains 2" \\
        --builtin --out $OUT/variants.json                              # GPU
    python tools/bench/attention_variants.py --dry-run ...   # CPU: NVRTC compiles each, no timing

Without --variant, the default set below (the policy's shapes, their
two-chain and cp.async forms) is timed.
"""
import argparse
import json
import os
import shlex
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(REPO, "test", "gpu"))
import make_task  # noqa: E402

BUILD = os.environ.get("CUAGENT_BUILD_DIR", os.path.join(REPO, "build"))
WORKER = os.environ.get("CUAGENT_WORKER", os.path.join(BUILD, "bin", "cuagent-compile"))
TRANSLATE = os.path.join(BUILD, "bin", "cuagent-translate")

def _variant(block, tile, qs, chains, async_copy):
    return (f"b{block}-kt{tile}{'-qs' if qs else ''}{'-sc2' if chains == 2 else ''}"
            f"{'-ac' if async_copy else ''}=--block {block} --attention-key-tile {tile}"
            f"{' --attention-query-shared' if qs else ''} --attention-score-chains {chains}"
            f"{' --attention-async-copy' if async_copy else ''}")


# Eight warps: every shape, two score chains and cp.async staging or not;
# four warps (slower in every measurement so far) only with both parked
# queries and cp.async, the fewest registers.
DEFAULT_VARIANTS = (
    [_variant(256, tile, qs, chains, ac) for tile in (32, 64) for qs in (False, True)
     for chains in (1, 2) for ac in (False, True)]
    + [_variant(128, tile, True, chains, True) for tile in (32, 64) for chains in (1, 2)])


def parse_variant(text):
    """"name=flags" -> (name, [flags])."""
    name, sep, flags = text.partition("=")
    if not sep or not name:
        raise argparse.ArgumentTypeError(f"a variant is NAME=FLAGS, not {text!r}")
    return name, shlex.split(flags)


def parse_shape(text):
    """"B,H,L,S,E" -> [B, H, L, S, E]."""
    dims = [int(d) for d in text.split(",")]
    if len(dims) != 5 or min(dims) < 1:
        raise argparse.ArgumentTypeError(f"a shape is B,H,L,S,E (positive), not {text!r}")
    return dims


def write_task(directory, shape, causal, sets, device, precision):
    """The sdpa task of `shape` (its name says the shape)."""
    b, h, l, s, e = shape
    name = f"attention_{b}x{h}x{l}x{s}x{e}{'_causal' if causal else ''}_{precision}"
    make_task.ATTENTION_TASKS[name] = dict(
        make_task._sdpa([("%q", [b, h, l, e]), ("%k", [b, h, s, e]), ("%v", [b, h, s, e])],
                        causal=causal, precision=precision),
        fn=make_task._sdpa_fn(causal=causal))
    return name, make_task.write_task(name, directory, device, sets=sets)


def run_worker(task, cache, *extra):
    """The worker's summary and its entry's directory."""
    proc = subprocess.run([WORKER, "--task", task, "--cache", cache, *extra],
                          capture_output=True, text=True, timeout=1800)
    if proc.returncode != 0:
        raise RuntimeError(f"cuagent-compile failed: {proc.stderr.strip()}")
    summary = json.loads(proc.stdout.strip().splitlines()[-1])
    return summary, os.path.join(cache, "v1", summary["key"][:2], summary["key"])


def emitted(kernels_mlir, flags, precision):
    """The source and plan cuagent-translate emits for the fused IR."""
    mode = "--tf32" if precision == "tf32" else "--fp32-emulated"
    proc = subprocess.run([TRANSLATE, mode, *flags, "--plan", kernels_mlir],
                          capture_output=True, text=True, timeout=300)
    if proc.returncode != 0:
        raise RuntimeError(f"cuagent-translate {' '.join(flags)}: {proc.stderr.strip()}")
    source, plan = proc.stdout.split("\n// plan\n")
    plan = {k: v for k, v in json.loads(plan).items()
            if k in ("format", "version", "buffers", "modules", "steps")}
    return source.split("\n", 1)[1], plan


def time_variants(work, task, variants, precision, gpu=True):
    """Each variant's outcome (median ms or the reason it has none); without
    `gpu`, whether NVRTC compiled it."""
    _, entry = run_worker(task, os.path.join(work, "formed"), "--no-gpu")
    kernels = os.path.join(entry, "kernels.mlir")
    candidates = []
    for name, flags in variants:
        source, plan = emitted(kernels, flags, precision)
        candidates.append({"id": name, "source": source, "plan": plan})
    path = os.path.join(work, "candidates.json")
    with open(path, "w") as f:
        json.dump({"candidates": candidates}, f)
    _, entry = run_worker(task, os.path.join(work, "variants"), "--policy", f"file:{path}",
                          "--max-rounds", "1", "--max-candidates", str(len(candidates)),
                          *([] if gpu else ["--no-gpu"]))
    with open(os.path.join(entry, "report.json")) as f:
        report = json.load(f)
    # Unmeasured candidates carry -1 (no GPU, or not verified).
    timed = lambda c: c["median_ms"] if c.get("median_ms", -1) > 0 else None  # noqa: E731
    return {c["id"][len("file/"):]: {"median_ms": timed(c), "verified": c["verified"],
                                     "compiled": c["compiled"], "reason": c["reason"]}
            for c in report["candidates"]}


def builtin_search(work, task):
    """The builtin policy's choice and its best fused and unrewritten times."""
    _, entry = run_worker(task, os.path.join(work, "builtin"))
    with open(os.path.join(entry, "report.json")) as f:
        report = json.load(f)
    timed = [c for c in report["candidates"] if c.get("median_ms")]
    best = lambda cs: min((c["median_ms"] for c in cs), default=None)  # noqa: E731
    return {"chosen": report.get("best"),
            "best_fused_ms": best([c for c in timed if "-plain" not in c["id"]]),
            "best_unrewritten_ms": best([c for c in timed if "-plain" in c["id"]])}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--shape", type=parse_shape, action="append", required=True,
                        help="B,H,L,S,E (repeatable)")
    parser.add_argument("--causal", action="store_true")
    parser.add_argument("--precision", choices=("tf32", "fp32"), default="tf32")
    parser.add_argument("--variant", type=parse_variant, action="append",
                        help="NAME=cuagent-translate flags (repeatable; default: the policy's "
                             "shapes and their two-chain forms)")
    parser.add_argument("--builtin", action="store_true", help="also run the builtin search")
    parser.add_argument("--sets", type=int, default=2, help="reference input sets per task")
    parser.add_argument("--dry-run", action="store_true",
                        help="CPU: emit every variant and compile it with NVRTC, time nothing")
    parser.add_argument("--out", help="write the results as JSON here")
    args = parser.parse_args()
    variants = args.variant or [parse_variant(v) for v in DEFAULT_VARIANTS]
    results = []
    for shape in args.shape:
        with tempfile.TemporaryDirectory(prefix="cuagent-attn-variants-") as work:
            device = "cpu" if args.dry_run else "cuda"
            name, task = write_task(os.path.join(work, "task"), shape, args.causal,
                                    1 if args.dry_run else args.sets, device, args.precision)
            b, h, l, s, e = shape
            flop = 4.0 * b * h * l * s * e / (2 if args.causal else 1)
            row = {"task": name, "shape": shape, "causal": args.causal, "gflop": flop / 1e9}
            row["variants"] = time_variants(work, task, variants, args.precision,
                                            gpu=not args.dry_run)
            if args.builtin and not args.dry_run:
                row["builtin"] = builtin_search(work, task)
        results.append(row)
        print(f"{name}: {row['gflop']:.1f} GFLOP")
        for vname, outcome in row["variants"].items():
            ms = outcome["median_ms"]
            rate = (f"{row['gflop'] / ms:.1f} TFLOP/s" if ms
                    else "compiled" if outcome["compiled"] and args.dry_run
                    else outcome["reason"][:100])
            print(f"  {vname:24s} {ms if ms else '-':>10} ms  {rate}")
        if "builtin" in row:
            print(f"  builtin: {json.dumps(row['builtin'])}")
    if args.out:
        with open(args.out, "w") as f:
            json.dump(results, f, indent=1)


if __name__ == "__main__":
    main()
