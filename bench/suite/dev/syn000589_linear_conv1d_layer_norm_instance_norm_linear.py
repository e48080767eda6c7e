# Synthesized by cuagent (bench.synth.compose), seed=589, scale=h200.
# ops: linear -> conv1d -> layer_norm -> instance_norm -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(1024, 1024, bias=False)
        self.conv1d_1 = nn.Conv1d(1024, 128, kernel_size=3, stride=1, padding=0, bias=True)
        self.layer_norm_2 = nn.LayerNorm(1022)
        self.instance_norm_3 = nn.InstanceNorm1d(128, affine=True)
        self.linear_4 = nn.Linear(1022, 4096, bias=True)

    def forward(self, x):
        x = self.linear_0(x)
        x = self.conv1d_1(x)
        x = self.layer_norm_2(x)
        x = self.instance_norm_3(x)
        x = self.linear_4(x)
        return x


def get_inputs():
    x = torch.randn(32, 1024, 1024)
    return [x]


def get_init_inputs():
    return []
