# Synthesized by cuagent (bench.synth.compose), seed=127, scale=large.
# ops: conv1d -> binary:minimum -> matmul_wt -> bmm -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(512, 64, kernel_size=5, stride=1, padding=2, bias=True)
        self.matmul_wt_2 = nn.Parameter(torch.randn(4096, 131072) / 362.0387)

    def forward(self, x, y1, y2):
        x = self.conv1d_0(x)
        x = torch.minimum(x, y1)
        x = x @ self.matmul_wt_2.T
        x = torch.bmm(x, y2)
        x = torch.clamp(x, min=-1.0, max=1.0)
        return x


def get_inputs():
    x = torch.randn(32, 512, 131072)
    y1 = torch.randn(32, 64, 131072)
    y2 = torch.randn(32, 4096, 1024)
    return [x, y1, y2]


def get_init_inputs():
    return []
