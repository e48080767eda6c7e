"""Issue-9/10 benchmark: convolutions with their epilogues, and reductions and softmax
over non-last dims, cuagent vs eager, torch.compile and frozen TorchScript, in one run.

Models (our own, not from any public benchmark): conv2d+bias+relu, conv2d+BN+relu (eval;
freezing folds the BN), depthwise conv2d+hardswish, conv_transpose3d+clamp/div,
conv1d+gelu; channel sum, global average pool + relu, channel softmax, channel
logsumexp; each at three sizes.

Sections and protocols are gemm_bench.py's (strict fp32; tf32 under the CUDA Agent
protocol, where stock convs keep PyTorch's default TF32; tf32 matched):

    python tools/bench/conv_bench.py --sizes medium --out conv.json   # the H200 run
    python tools/bench/conv_bench.py --dry-run                        # CPU: the code path
"""
import os
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gemm_bench  # noqa: E402

F = torch.nn.functional


class ConvBiasRelu(torch.nn.Module):
    def __init__(self, c, k):
        super().__init__()
        self.conv = torch.nn.Conv2d(c, k, 3, padding=1)

    def forward(self, x):
        return torch.relu(self.conv(x))


class ConvBnRelu(torch.nn.Module):
    def __init__(self, c, k):
        super().__init__()
        self.conv = torch.nn.Conv2d(c, k, 3, padding=1, bias=False)
        self.bn = torch.nn.BatchNorm2d(k)
        with torch.no_grad():  # statistics that are not the identity
            self.bn.running_mean.normal_(0.0, 0.1)
            self.bn.running_var.uniform_(0.5, 1.5)
            self.bn.weight.normal_(1.0, 0.1)
            self.bn.bias.normal_(0.0, 0.1)

    def forward(self, x):
        return torch.relu(self.bn(self.conv(x)))


class DepthwiseHardswish(torch.nn.Module):
    def __init__(self, c):
        super().__init__()
        self.conv = torch.nn.Conv2d(c, c, 3, padding=1, groups=c)

    def forward(self, x):
        return F.hardswish(self.conv(x))


class ConvT3dClampDiv(torch.nn.Module):
    def __init__(self, c, k):
        super().__init__()
        self.conv = torch.nn.ConvTranspose3d(c, k, 3, stride=2, padding=1)

    def forward(self, x):
        return torch.clamp(self.conv(x), min=-1.0, max=1.0) / 2.0


class Conv1dGelu(torch.nn.Module):
    def __init__(self, c, k):
        super().__init__()
        self.conv = torch.nn.Conv1d(c, k, 5, padding=2)

    def forward(self, x):
        return F.gelu(self.conv(x))


class ChannelSum(torch.nn.Module):
    def forward(self, x):
        return torch.relu(x).sum(dim=1)


class GlobalAvgPoolRelu(torch.nn.Module):
    def forward(self, x):
        return torch.relu(x.mean(dim=(2, 3)))


class ChannelSoftmax(torch.nn.Module):
    def forward(self, x):
        return torch.softmax(x * 0.5, dim=1)


class ChannelLogsumexp(torch.nn.Module):
    def forward(self, x):
        return torch.logsumexp(x, dim=1) * 2.0


SIZES = {
    # conv2d: (N, C, K, H=W); conv3d: (N, C, K, D=H=W); conv1d: (N, C, K, L); reduce: NCHW
    "full": {"conv2d": [(32, 64, 64, 56), (32, 128, 128, 28), (8, 256, 256, 64)],
             "conv3d": [(4, 32, 32, 16), (8, 32, 16, 24), (2, 64, 32, 32)],
             "conv1d": [(32, 128, 128, 1024), (64, 256, 256, 512), (16, 64, 64, 8192)],
             "reduce": [(32, 64, 56, 56), (16, 256, 64, 64), (4, 1024, 128, 128)]},
    "medium": {"conv2d": [(32, 64, 64, 56), (32, 128, 128, 28), (8, 256, 256, 64)],
               "conv3d": [(4, 32, 32, 16), (8, 32, 16, 24)],
               "conv1d": [(32, 128, 128, 1024), (16, 64, 64, 8192)],
               "reduce": [(32, 64, 56, 56), (16, 256, 64, 64), (4, 1024, 128, 128)]},
    "small": {"conv2d": [(2, 4, 8, 10), (1, 8, 8, 7)],
              "conv3d": [(1, 4, 4, 5)],
              "conv1d": [(2, 4, 8, 16)],
              "reduce": [(2, 8, 5, 6), (1, 16, 4, 4)]},
}
ORDER = ["conv2d+bias+relu", "conv2d+bn+relu", "depthwise+hardswish", "convT3d+clamp/div",
         "conv1d+gelu", "sum(dim=1)", "avgpool+relu", "softmax(dim=1)", "logsumexp(dim=1)"]


def configs(sizes, device):
    """(name, model, make_inputs) for every model and size."""
    def randn(*shape):
        return torch.randn(*shape, device=device)

    out = []
    for n, c, k, hw in SIZES[sizes]["conv2d"]:
        tag = f"N{n} C{c} K{k} {hw}x{hw}"
        make = lambda n=n, c=c, hw=hw: (randn(n, c, hw, hw),)
        out.append((f"conv2d+bias+relu {tag}", ConvBiasRelu(c, k), make))
        out.append((f"conv2d+bn+relu {tag}", ConvBnRelu(c, k), make))
        out.append((f"depthwise+hardswish N{n} C{c} {hw}x{hw}", DepthwiseHardswish(c), make))
    for n, c, k, d in SIZES[sizes]["conv3d"]:
        out.append((f"convT3d+clamp/div N{n} C{c} K{k} {d}^3", ConvT3dClampDiv(c, k),
                    lambda n=n, c=c, d=d: (randn(n, c, d, d, d),)))
    for n, c, k, length in SIZES[sizes]["conv1d"]:
        out.append((f"conv1d+gelu N{n} C{c} K{k} L{length}", Conv1dGelu(c, k),
                    lambda n=n, c=c, length=length: (randn(n, c, length),)))
    for n, c, h, w in SIZES[sizes]["reduce"]:
        tag = f"{n}x{c}x{h}x{w}"
        make = lambda n=n, c=c, h=h, w=w: (randn(n, c, h, w),)
        out.append((f"sum(dim=1) {tag}", ChannelSum(), make))
        out.append((f"avgpool+relu {tag}", GlobalAvgPoolRelu(), make))
        out.append((f"softmax(dim=1) {tag}", ChannelSoftmax(), make))
        out.append((f"logsumexp(dim=1) {tag}", ChannelLogsumexp(), make))
    return sorted(out, key=lambda entry: ORDER.index(entry[0].split(" ")[0]))


if __name__ == "__main__":
    gemm_bench.main(configs, __doc__, "bench-conv.json")
