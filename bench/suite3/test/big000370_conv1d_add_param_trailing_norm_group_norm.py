# Synthesized by cuagent (bench.synth.compose), seed=370, scale=large.
# ops: conv1d -> tensor_arith:add_param -> trailing_norm -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(8192, 128, kernel_size=3, stride=1, padding=0, bias=True)
        self.tensor_arith_1 = nn.Parameter(torch.randn(128, 1))
        self.group_norm_3 = nn.GroupNorm(4, 128)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = x + self.tensor_arith_1
        x = F.layer_norm(x, x.shape[-2:])
        x = self.group_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(64, 8192, 4096)
    return [x]


def get_init_inputs():
    return []
