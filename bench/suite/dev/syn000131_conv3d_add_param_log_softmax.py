# Synthesized by cuagent (bench.synth.compose), seed=131, scale=h200.
# ops: conv3d -> tensor_arith:add_param -> softmax:log_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(32, 256, kernel_size=3, stride=2, padding=0, bias=True)
        self.tensor_arith_1 = nn.Parameter(torch.randn(256, 1, 1, 1))

    def forward(self, x):
        x = self.conv3d_0(x)
        x = x + self.tensor_arith_1
        x = torch.log_softmax(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(64, 32, 32, 16, 64)
    return [x]


def get_init_inputs():
    return []
