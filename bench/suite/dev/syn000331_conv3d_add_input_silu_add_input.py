# Synthesized by cuagent (bench.synth.compose), seed=331, scale=h200.
# ops: conv3d -> tensor_arith:add_input -> activation:silu -> tensor_arith:add_input
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(16, 32, kernel_size=3, stride=1, padding=1, bias=False)

    def forward(self, x, y1, y2):
        x = self.conv3d_0(x)
        x = x + y1
        x = F.silu(x)
        x = x + y2
        return x


def get_inputs():
    x = torch.randn(64, 16, 16, 64, 24)
    y1 = torch.randn(64, 32, 16, 64, 24)
    y2 = torch.randn(64, 32, 16, 64, 24)
    return [x, y1, y2]


def get_init_inputs():
    return []
