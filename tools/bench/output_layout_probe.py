"""Does torch.compile win strided transposed convs by returning channels-last results?

A diagnosis aid (bench.harness measures): cuagent returns every graph output
row-major (docs/formats.md), so a channels-last conv pays a transpose of its
result back to NCHW; torch.compile may hand back the channels-last tensor
itself (any strides pass allclose). This times, in TF32 (CUDA Agent's protocol
for convs), a stride-2 transposed conv as eager runs it (NCHW), channels-last
with the result left channels-last, channels-last with the result made NCHW
again, and torch.compile of the module, and prints the strides of compile's
output. Where compile's output is channels-last and "cl kept" is near its time
while "cl + back" is not, row-major outputs are what costs cuagent the gap.
Shapes are generic, not any benchmark problem's.

    python -m tools.bench.output_layout_probe
"""
from __future__ import annotations

import torch
import torch.nn as nn

from tools.bench.convt_probe import channels_last, time_ms

CASES = [
    # (input shape, out channels, kernel, stride, padding)
    ((16, 16, 192, 192), 32, 3, 2, 1),
    ((32, 32, 96, 96), 16, 4, 2, 1),
    ((8, 32, 16, 48, 48), 16, 3, 2, 1),
]


def run_case(shape, cout, k, stride, pad) -> None:
    dims = len(shape) - 2
    cls = {2: nn.ConvTranspose2d, 3: nn.ConvTranspose3d}[dims]
    module = cls(shape[1], cout, k, stride=stride, padding=pad).cuda().eval()
    x = torch.randn(*shape, device="cuda")
    x_cl = channels_last(x)
    module_cl = cls(shape[1], cout, k, stride=stride, padding=pad).cuda().eval()
    module_cl.load_state_dict(module.state_dict())
    module_cl = module_cl.to(memory_format={2: torch.channels_last,
                                            3: torch.channels_last_3d}[dims])
    compiled = torch.compile(module)
    with torch.no_grad():
        out = compiled(x)
        row = {
            "eager nchw": time_ms(lambda: module(x)),
            "cl kept": time_ms(lambda: module_cl(x_cl)),
            "cl + back": time_ms(lambda: module_cl(x_cl).contiguous()),
            "compile": time_ms(lambda: compiled(x)),
        }
    cells = "  ".join(f"{name} {ms:.3f}" for name, ms in row.items())
    print(f"{shape} -> {cout} k{k} s{stride}: {cells} ms; compile's output strides "
          f"{tuple(out.stride())} (contiguous: {out.is_contiguous()})")


def main() -> None:
    torch.backends.cudnn.allow_tf32 = True  # PyTorch's default for convs
    for case in CASES:
        run_case(*case)


if __name__ == "__main__":
    main()
