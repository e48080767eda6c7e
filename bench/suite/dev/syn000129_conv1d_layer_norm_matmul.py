# Synthesized by cuagent (bench.synth.compose), seed=129, scale=h200.
# ops: conv1d -> layer_norm -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(1024, 64, kernel_size=3, stride=1, padding=1, bias=True)
        self.layer_norm_1 = nn.LayerNorm(2048)

    def forward(self, x, y1):
        x = self.conv1d_0(x)
        x = self.layer_norm_1(x)
        x = torch.matmul(x, y1)
        return x


def get_inputs():
    x = torch.randn(32, 1024, 2048)
    y1 = torch.randn(2048, 8192)
    return [x, y1]


def get_init_inputs():
    return []
