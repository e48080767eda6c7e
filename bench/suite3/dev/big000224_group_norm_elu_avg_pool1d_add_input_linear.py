# Synthesized by cuagent (bench.synth.compose), seed=224, scale=large.
# ops: group_norm -> activation:elu -> avg_pool1d -> tensor_arith:add_input -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.group_norm_0 = nn.GroupNorm(4, 4096)
        self.avg_pool1d_2 = nn.AvgPool1d(kernel_size=2, stride=2)
        self.linear_4 = nn.Linear(2048, 2048, bias=False)

    def forward(self, x, y1):
        x = self.group_norm_0(x)
        x = F.elu(x, alpha=0.5)
        x = self.avg_pool1d_2(x)
        x = x + y1
        x = self.linear_4(x)
        return x


def get_inputs():
    x = torch.randn(64, 4096, 4096)
    y1 = torch.randn(64, 4096, 2048)
    return [x, y1]


def get_init_inputs():
    return []
