"""Issue-10 benchmark: group/instance/batch norms and pooling with their neighbours,
cuagent vs eager, torch.compile and frozen TorchScript, in one run.

Models (our own, not from any public benchmark): groupnorm+swish, instancenorm+relu,
batchnorm+relu after an activation (freezing cannot fold it into a conv), relu+maxpool(k3 s2
p1)+sigmoid, avgpool(k2)+tanh, adaptive_avg_pool(7)+relu; each at three sizes, fp32.

Sections and protocols are gemm_bench.py's:

    python tools/bench/norm_pool_bench.py --sizes medium --fp32-only --out np.json  # H200
    python tools/bench/norm_pool_bench.py --dry-run                                 # CPU
"""
import os
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gemm_bench  # noqa: E402

F = torch.nn.functional


class GroupNormSwish(torch.nn.Module):
    def __init__(self, c):
        super().__init__()
        self.norm = torch.nn.GroupNorm(8, c)

    def forward(self, x):
        return F.silu(self.norm(x * 2.0))


class InstanceNormRelu(torch.nn.Module):
    def forward(self, x):
        return torch.relu(F.instance_norm(x, eps=1e-5))


class ActBatchNormRelu(torch.nn.Module):
    def __init__(self, c):
        super().__init__()
        self.bn = torch.nn.BatchNorm2d(c)
        with torch.no_grad():
            self.bn.running_mean.normal_(0.0, 0.1)
            self.bn.running_var.uniform_(0.5, 1.5)

    def forward(self, x):
        return torch.relu(self.bn(torch.tanh(x)))


class MaxPoolSigmoid(torch.nn.Module):
    def forward(self, x):
        return torch.sigmoid(F.max_pool2d(torch.relu(x), 3, 2, 1))


class AvgPoolTanh(torch.nn.Module):
    def forward(self, x):
        return torch.tanh(F.avg_pool2d(x, 2))


class AdaptiveAvgRelu(torch.nn.Module):
    def forward(self, x):
        return torch.relu(F.adaptive_avg_pool2d(x, 7))


SIZES = {
    "medium": [(32, 64, 56, 56), (16, 256, 64, 64), (4, 128, 256, 256)],
    "small": [(2, 16, 8, 8), (1, 32, 7, 9)],
}
ORDER = ["groupnorm+swish", "instancenorm+relu", "tanh+batchnorm+relu", "relu+maxpool+sigmoid",
         "avgpool+tanh", "adaptiveavg7+relu"]


def configs(sizes, device):
    out = []
    for n, c, h, w in SIZES["small" if sizes == "small" else "medium"]:
        tag = f"{n}x{c}x{h}x{w}"
        make = lambda n=n, c=c, h=h, w=w: (torch.randn(n, c, h, w, device=device),)
        out.append((f"groupnorm+swish {tag}", GroupNormSwish(c), make))
        out.append((f"instancenorm+relu {tag}", InstanceNormRelu(), make))
        out.append((f"tanh+batchnorm+relu {tag}", ActBatchNormRelu(c), make))
        out.append((f"relu+maxpool+sigmoid {tag}", MaxPoolSigmoid(), make))
        out.append((f"avgpool+tanh {tag}", AvgPoolTanh(), make))
        out.append((f"adaptiveavg7+relu {tag}", AdaptiveAvgRelu(), make))
    return sorted(out, key=lambda entry: ORDER.index(entry[0].split(" ")[0]))


if __name__ == "__main__":
    gemm_bench.main(configs, __doc__, "bench-norm-pool.json")
