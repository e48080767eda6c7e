# Synthesized by cuagent (bench.synth.compose), seed=328, scale=large.
# ops: conv3d -> distance:cosine -> scan:cumsum -> activation2:gelu_tanh -> tensor_arith:mul_param
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(64, 128, kernel_size=1, stride=2, padding=0, bias=False)
        self.tensor_arith_4 = nn.Parameter(1.0 + 0.1 * torch.randn(16, 1, 1))

    def forward(self, x, y1):
        x = self.conv3d_0(x)
        x = F.cosine_similarity(x, y1, dim=1)
        x = torch.cumsum(x, dim=3)
        x = F.gelu(x, approximate="tanh")
        x = x * self.tensor_arith_4
        return x


def get_inputs():
    x = torch.randn(128, 64, 32, 64, 96)
    y1 = torch.randn(128, 128, 16, 32, 48)
    return [x, y1]


def get_init_inputs():
    return []
