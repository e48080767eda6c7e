# Synthesized by cuagent (bench.synth.compose), seed=421, scale=large.
# ops: qk_scores -> batch_norm -> scalar_arith -> scan:cumsum -> binary:lerp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_1 = nn.BatchNorm2d(256)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0884
        x = self.batch_norm_1(x)
        x = x + 1.0
        x = torch.cumsum(x, dim=1)
        x = torch.lerp(x, y2, 0.3)
        return x


def get_inputs():
    x = torch.randn(32, 256, 512, 128)
    y1 = torch.randn(32, 256, 512, 128)
    y2 = torch.randn(32, 256, 512, 512)
    return [x, y1, y2]


def get_init_inputs():
    return []
