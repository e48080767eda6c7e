# Synthesized by cuagent (bench.synth.compose), seed=336, scale=large.
# ops: conv1d -> activation:silu -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(32, 64, kernel_size=3, stride=1, padding=1, bias=False)
        self.instance_norm_2 = nn.InstanceNorm1d(64, affine=True)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = F.silu(x)
        x = self.instance_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(256, 32, 65536)
    return [x]


def get_init_inputs():
    return []
