# Synthesized by cuagent (bench.synth.compose), seed=311, scale=large.
# ops: group_norm -> activation:mish -> distance:normalize -> reduce2:norm1
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.group_norm_0 = nn.GroupNorm(4, 4096)

    def forward(self, x, y1):
        x = self.group_norm_0(x)
        x = F.mish(x)
        x = F.normalize(x + y1, dim=1)
        x = torch.linalg.vector_norm(x, ord=1, dim=1, keepdim=True)
        return x


def get_inputs():
    x = torch.randn(256, 4096, 1024)
    y1 = torch.randn(256, 4096, 1024)
    return [x, y1]


def get_init_inputs():
    return []
