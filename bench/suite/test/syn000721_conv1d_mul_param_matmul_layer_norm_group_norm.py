# Synthesized by cuagent (bench.synth.compose), seed=721, scale=h200.
# ops: conv1d -> tensor_arith:mul_param -> matmul -> layer_norm -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(32, 256, kernel_size=3, stride=2, padding=1, bias=True)
        self.tensor_arith_1 = nn.Parameter(1.0 + 0.1 * torch.randn(256, 1))
        self.layer_norm_3 = nn.LayerNorm(512)
        self.group_norm_4 = nn.GroupNorm(2, 256)

    def forward(self, x, y1):
        x = self.conv1d_0(x)
        x = x * self.tensor_arith_1
        x = torch.matmul(x, y1)
        x = self.layer_norm_3(x)
        x = self.group_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(128, 32, 4096)
    y1 = torch.randn(2048, 512)
    return [x, y1]


def get_init_inputs():
    return []
