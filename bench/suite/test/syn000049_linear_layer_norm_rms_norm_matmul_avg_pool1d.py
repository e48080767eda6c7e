# Synthesized by cuagent (bench.synth.compose), seed=49, scale=h200.
# ops: linear -> layer_norm -> rms_norm -> matmul -> avg_pool1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(1024, 512, bias=False)
        self.layer_norm_1 = nn.LayerNorm(512)
        self.rms_norm_2 = nn.RMSNorm(512)
        self.avg_pool1d_4 = nn.AvgPool1d(kernel_size=2, stride=2)

    def forward(self, x, y1):
        x = self.linear_0(x)
        x = self.layer_norm_1(x)
        x = self.rms_norm_2(x)
        x = torch.matmul(x, y1)
        x = self.avg_pool1d_4(x)
        return x


def get_inputs():
    x = torch.randn(16, 512, 1024)
    y1 = torch.randn(512, 8192)
    return [x, y1]


def get_init_inputs():
    return []
