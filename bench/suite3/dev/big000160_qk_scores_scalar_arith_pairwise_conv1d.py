# Synthesized by cuagent (bench.synth.compose), seed=160, scale=large.
# ops: qk_scores -> scalar_arith -> distance:pairwise -> conv1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_3 = nn.Conv1d(512, 256, kernel_size=3, stride=1, padding=1, bias=False)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0884
        x = x / 0.25
        x = F.pairwise_distance(x, y2)
        x = self.conv1d_3(x)
        return x


def get_inputs():
    x = torch.randn(256, 512, 128, 128)
    y1 = torch.randn(256, 512, 128, 128)
    y2 = torch.randn(256, 512, 128, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
