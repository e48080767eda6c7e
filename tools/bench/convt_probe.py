"""Transposed convolutions timed as torch runs them and as the forward conv they equal.

A diagnosis aid (bench.harness measures): a transposed conv with stride 1 is a forward
conv over the same input with the weight's two channel dims swapped, its window
flipped and padding dilation*(k-1)-padding. This times, in TF32 (CUDA Agent's
protocol for convs) and strict fp32, F.conv_transpose*d in NCHW and channels-last,
the equivalent forward conv in both layouts, and torch.compile of the transposed conv,
so a rewrite is proposed only where the forward engines win. Shapes are generic, not
any benchmark problem's.

    python -m tools.bench.convt_probe
"""
from __future__ import annotations

import statistics

import torch
import torch.nn.functional as F

CASES = [
    # (input shape, out channels, kernel, padding)
    ((16, 32, 16, 32, 32), 64, 3, 1),
    ((16, 64, 16, 32, 32), 32, 3, 1),
    ((32, 16, 128, 128), 32, 3, 1),
    ((16, 64, 64, 64), 64, 5, 2),
    ((64, 128, 256), 128, 3, 1),
]


def time_ms(fn, reps=20) -> float:
    for _ in range(3):
        fn()
    times = []
    for _ in range(reps):
        start = torch.cuda.Event(enable_timing=True)
        end = torch.cuda.Event(enable_timing=True)
        start.record()
        fn()
        end.record()
        torch.cuda.synchronize()
        times.append(start.elapsed_time(end))
    return statistics.median(times)


def forward_weight(w: torch.Tensor) -> torch.Tensor:
    spatial = list(range(2, w.dim()))
    return w.transpose(0, 1).flip(spatial).contiguous()


def channels_last(t: torch.Tensor) -> torch.Tensor:
    fmt = {4: torch.channels_last, 5: torch.channels_last_3d}.get(t.dim())
    return t.contiguous(memory_format=fmt) if fmt else t


def run_case(shape, cout, k, pad) -> None:
    dims = len(shape) - 2
    convt = {1: F.conv_transpose1d, 2: F.conv_transpose2d, 3: F.conv_transpose3d}[dims]
    conv = {1: F.conv1d, 2: F.conv2d, 3: F.conv3d}[dims]
    x = torch.randn(*shape, device="cuda")
    w = torch.randn(shape[1], cout, *([k] * dims), device="cuda") / (shape[1] * k**dims) ** 0.5
    b = torch.randn(cout, device="cuda")
    wf = forward_weight(w)
    fpad = k - 1 - pad
    ref = convt(x, w, b, padding=pad)
    got = conv(x, wf, b, padding=fpad)
    err = (ref - got).abs().max().item()
    xl, wl, wfl = channels_last(x), channels_last(w), channels_last(wf)
    compiled = torch.compile(lambda a: convt(a, w, b, padding=pad))
    rows = {
        "convT nchw": lambda: convt(x, w, b, padding=pad),
        "convT cl": lambda: convt(xl, wl, b, padding=pad),
        "fwd nchw": lambda: conv(x, wf, b, padding=fpad),
        "fwd cl": lambda: conv(xl, wfl, b, padding=fpad),
        "compile convT": lambda: compiled(x),
    }
    print(f"{shape} -> {cout} k{k} p{pad}: |convT - fwd| {err:.2e}")
    for tf32 in (True, False):
        torch.backends.cudnn.allow_tf32 = tf32
        torch._dynamo.reset()
        cells = [f"{name} {time_ms(fn):.3f}" for name, fn in rows.items()]
        print(f"  {'tf32' if tf32 else 'fp32'}: " + " | ".join(cells))


def main() -> None:
    for case in CASES:
        run_case(*case)


if __name__ == "__main__":
    main()
