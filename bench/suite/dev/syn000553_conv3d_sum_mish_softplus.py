# Synthesized by cuagent (bench.synth.compose), seed=553, scale=h200.
# ops: conv3d -> reduce:sum -> activation:mish -> activation:softplus
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(16, 64, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = torch.sum(x, dim=4, keepdim=False)
        x = F.mish(x)
        x = F.softplus(x)
        return x


def get_inputs():
    x = torch.randn(64, 16, 64, 16, 16)
    return [x]


def get_init_inputs():
    return []
