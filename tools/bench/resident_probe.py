"""What cuagent.optimize leaves allocated on the GPU, and who allocated it: for each problem
file, the bytes still allocated after optimize (the frozen module built as the harness builds
it), after the optimized module is dropped, and after cuagent.reset(); then, from a second
optimize under the caching allocator's history, every block over 1 MiB still alive with the
stack that allocated it (Python and C++ frames).

    python -m tools.bench.resident_probe bench/suite/test/synNNN_*.py [...] [--precision fp32]

The harness's `resident_bytes` says how much; this says where from. A diagnosis aid, not a
benchmark. Needs a GPU.
"""
from __future__ import annotations

import argparse
import gc
import shutil
import tempfile

import torch

from bench.problem import build_model, load_problem, make_inputs
from bench.run_one import (MODEL_SEED, INPUT_SEEDS, _import_cuagent, cuagent_precision,
                           script_module)


def allocated() -> int:
    """Allocated bytes once freed memory is really free (reference cycles collected)."""
    gc.collect()
    torch.cuda.synchronize()
    return torch.cuda.memory_allocated()


def optimize_frozen(cuagent, model, xs, precision: str):
    """cuagent.optimize on a frozen copy of the model, as the harness calls it."""
    frozen, _ = script_module(model, list(xs))
    cache = tempfile.mkdtemp(prefix="cuagent-probe-")
    try:
        with torch.no_grad():
            return frozen, cuagent.optimize(frozen, list(xs), cache_dir=cache,
                                            precision=cuagent_precision(precision))
    finally:
        shutil.rmtree(cache, ignore_errors=True)


def live_blocks(min_bytes: int = 1 << 20) -> list:
    """(bytes, frames) of the allocated blocks the recorded history has a stack for."""
    out = []
    for segment in torch.cuda.memory._snapshot()["segments"]:
        for block in segment["blocks"]:
            frames = block.get("frames") or []
            if block["state"] == "active_allocated" and block["size"] >= min_bytes and frames:
                out.append((block["size"], frames))
    return out


# Frames inside the allocator, the tensor factories and the dispatcher: the same for every
# block, so they would hide the frames that say who asked (cuagent's C++, TorchScript, Python).
_ALLOCATOR = ("c10::", "at::", "torch::unwind", "torch::CapturedTraceback", "gather_with_cpp",
              "torch::cuda::", "wrap_kernel_functor", "torch::autograd::", "torch::jit::Stack")


def _allocator_frame(frame: dict) -> bool:
    name = frame.get("name", "")
    return not frame.get("filename", "").endswith(".py") and name.startswith(_ALLOCATOR)


def probe(path: str, precision: str, frames: int) -> None:
    cuagent = _import_cuagent()
    problem = load_problem(path)
    model = build_model(problem, MODEL_SEED, "cuda")
    xs = make_inputs(problem, INPUT_SEEDS[0], "cuda")
    start = allocated()
    frozen, optimized = optimize_frozen(cuagent, model, xs, precision)
    report = cuagent.last_report()
    print(f"== {path}: {report.get('patched_groups')} of {len(report.get('groups', []))} groups "
          f"patched; optimize returned the frozen module itself: {optimized is frozen}")
    print(f"   model {sum(t.numel() * t.element_size() for t in model.state_dict().values())} "
          f"bytes; after optimize +{allocated() - start}")
    del frozen, optimized
    print(f"   after dropping both modules +{allocated() - start}")
    cuagent.reset()
    print(f"   after cuagent.reset() +{allocated() - start}")

    torch.cuda.memory._record_memory_history(max_entries=200000, stacks="all")
    try:
        base = allocated()
        frozen, optimized = optimize_frozen(cuagent, model, xs, precision)
        del frozen, optimized
        print(f"   second optimize, modules dropped: +{allocated() - base}")
        for size, stack in live_blocks():
            print(f"   live block of {size} bytes, allocated at:")
            for frame in [f for f in stack if not _allocator_frame(f)][:frames]:
                print(f"      {frame.get('filename', '')[-70:]}:{frame.get('line')} "
                      f"{frame.get('name', '')[:150]}")
    finally:
        torch.cuda.memory._record_memory_history(enabled=None)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("problems", nargs="+")
    ap.add_argument("--precision", default="fp32", choices=("fp32", "tf32", "tf32-cudaagent"))
    ap.add_argument("--frames", type=int, default=30, help="stack frames printed per block")
    args = ap.parse_args(argv)
    if not torch.cuda.is_available():
        ap.error("needs a CUDA GPU (this probes GPU memory)")
    for path in args.problems:
        probe(path, args.precision, args.frames)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
