# Synthesized by cuagent (bench.synth.compose), seed=211, scale=large.
# ops: instance_norm -> prod -> activation2:selu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.instance_norm_0 = nn.InstanceNorm3d(256, affine=True)

    def forward(self, x):
        x = self.instance_norm_0(x)
        x = torch.prod(1.0 + 0.01 * torch.tanh(x), dim=1, keepdim=False)
        x = F.selu(x)
        return x


def get_inputs():
    x = torch.randn(32, 256, 64, 64, 48)
    return [x]


def get_init_inputs():
    return []
