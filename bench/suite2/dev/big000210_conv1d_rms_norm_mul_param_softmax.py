# Synthesized by cuagent (bench.synth.compose), seed=210, scale=large.
# ops: conv1d -> rms_norm -> tensor_arith:mul_param -> softmax:softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(4096, 32, kernel_size=5, stride=2, padding=2, bias=True)
        self.rms_norm_1 = nn.RMSNorm(2048)
        self.tensor_arith_2 = nn.Parameter(1.0 + 0.1 * torch.randn(32, 1))

    def forward(self, x):
        x = self.conv1d_0(x)
        x = self.rms_norm_1(x)
        x = x * self.tensor_arith_2
        x = torch.softmax(x, dim=-1)
        return x


def get_inputs():
    x = torch.randn(64, 4096, 4096)
    return [x]


def get_init_inputs():
    return []
