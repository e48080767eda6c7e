# Synthesized by cuagent (bench.synth.compose), seed=236, scale=large.
# ops: instance_norm -> reduce2:norm1 -> loss:hinge
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.instance_norm_0 = nn.InstanceNorm2d(32, affine=True)

    def forward(self, x, y1):
        x = self.instance_norm_0(x)
        x = torch.linalg.vector_norm(x, ord=1, dim=2, keepdim=False)
        x = torch.clamp(1.0 - x * torch.sign(y1), min=0.0).mean()
        return x


def get_inputs():
    x = torch.randn(32, 32, 8192, 128)
    y1 = torch.randn(32, 32, 128)
    return [x, y1]


def get_init_inputs():
    return []
