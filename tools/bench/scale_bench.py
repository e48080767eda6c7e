"""Issue-11 scale benchmark: optimize one elementwise group on multi-GiB inputs.

For each size (GiB of the input tensor) it prints, in one run: the wall time
of cuagent.optimize (cold cache: compile + verify + profile), the peak GPU
memory of this process during optimize (torch's allocator plus anything the
driver reports in use, sampled), the bytes written under the task directory
(sampled while optimize runs), whether the group was patched (and if not,
why), and the per-call time of eager, torch.compile and cuagent on the same
inputs, with the result checked against eager.

    python3 tools/bench/scale_bench.py --gib 1 4 8 --out scale.json
"""
import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import threading
import time

import torch

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "../../python"))
import cuagent  # noqa: E402


class Loss(torch.nn.Module):
    """An elementwise chain of the kind benchmark losses are made of."""

    def forward(self, x, y):
        d = x - y
        return torch.where(d.abs() < 1.0, 0.5 * d * d, d.abs() - 0.5) * 2.0


def dir_bytes(path):
    total = 0
    for root, _, files in os.walk(path):
        for name in files:
            try:
                total += os.path.getsize(os.path.join(root, name))
            except OSError:
                pass
    return total


class Sampler:
    """Samples the GPU memory in use (driver view) and the task folder's size."""

    def __init__(self, task_dir):
        self.task_dir = task_dir
        self.peak_gpu = 0
        self.peak_disk = 0
        self.done = threading.Event()
        self.thread = threading.Thread(target=self.run, daemon=True)

    def run(self):
        while not self.done.is_set():
            free, total = torch.cuda.mem_get_info()
            self.peak_gpu = max(self.peak_gpu, total - free)
            self.peak_disk = max(self.peak_disk, dir_bytes(self.task_dir))
            time.sleep(0.05)

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.done.set()
        self.thread.join()


def time_cuda(fn, args, trials=20):
    for _ in range(3):
        fn(*args)
    torch.cuda.synchronize()
    samples = []
    for _ in range(trials):
        start = torch.cuda.Event(enable_timing=True)
        stop = torch.cuda.Event(enable_timing=True)
        start.record()
        fn(*args)
        stop.record()
        stop.synchronize()
        samples.append(start.elapsed_time(stop))
    return statistics.median(samples)


def run_size(gib, budget, timeout_s):
    n = int(gib * (1 << 30)) // 4
    x = torch.randn(n, device="cuda")
    y = torch.randn(n, device="cuda")
    model = Loss().eval()
    # optimize puts its task folders under $TMPDIR (a task_dir would keep
    # them, with the references in files): watch a fresh one.
    task_dir = tempfile.mkdtemp(prefix="scale-bench-")
    os.environ["TMPDIR"] = task_dir
    cache_dir = tempfile.mkdtemp(prefix="scale-cache-")
    torch.cuda.synchronize()
    base_in_use = torch.cuda.mem_get_info()[1] - torch.cuda.mem_get_info()[0]
    row = {"gib": gib, "elements": n}
    try:
        with Sampler(task_dir) as sampler:
            start = time.perf_counter()
            optimized = cuagent.optimize(model, (x, y), cache_dir=cache_dir,
                                         memory_budget=budget, worker_timeout_s=timeout_s,
                                         min_speedup=0)
            row["optimize_s"] = time.perf_counter() - start
        report = cuagent.last_report()
        row["patched"] = report.get("patched_groups", 0)
        row["reasons"] = [g.get("reason", "") for g in report.get("groups", [])
                          if not g.get("patched")]
        row["peak_gpu_in_use_gib"] = sampler.peak_gpu / (1 << 30)
        row["peak_gpu_added_gib"] = (sampler.peak_gpu - base_in_use) / (1 << 30)
        row["peak_task_dir_gib"] = sampler.peak_disk / (1 << 30)
        row["left_in_task_dir"] = dir_bytes(task_dir)
        with torch.no_grad():
            want = model(x, y)
            got = optimized(x, y)
            row["max_abs_err"] = (got - want).abs().max().item()
            del got, want
            compiled = torch.compile(model)
            row["eager_ms"] = time_cuda(model, (x, y))
            row["compile_ms"] = time_cuda(compiled, (x, y))
            row["cuagent_ms"] = time_cuda(optimized, (x, y))
        row["vs_eager"] = row["eager_ms"] / row["cuagent_ms"]
        row["vs_compile"] = row["compile_ms"] / row["cuagent_ms"]
    except Exception as error:  # a failed size is a row, not the end of the run
        row["error"] = "%s: %s" % (type(error).__name__, error)
    finally:
        shutil.rmtree(task_dir, ignore_errors=True)
        shutil.rmtree(cache_dir, ignore_errors=True)
        del x, y
        torch.cuda.empty_cache()
    return row


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--gib", type=float, nargs="+", default=[1.0, 4.0])
    parser.add_argument("--budget", type=float, default=0.8)
    parser.add_argument("--timeout-s", type=float, default=240.0)
    parser.add_argument("--out")
    args = parser.parse_args()
    if not torch.cuda.is_available():
        sys.exit("scale_bench needs a CUDA device")
    rows = []
    for gib in args.gib:
        row = run_size(gib, args.budget, args.timeout_s)
        rows.append(row)
        print(json.dumps(row), flush=True)
    if args.out:
        with open(args.out, "w") as f:
            json.dump({"device": torch.cuda.get_device_name(), "rows": rows}, f, indent=1)


if __name__ == "__main__":
    main()
