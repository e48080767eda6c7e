# Synthesized by cuagent (bench.synth.compose), seed=403, scale=large.
# ops: qk_scores -> resample:bilinear -> activation2:logsigmoid
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = F.interpolate(x, scale_factor=2.0, mode="bilinear", align_corners=False)
        x = F.logsigmoid(x)
        return x


def get_inputs():
    x = torch.randn(32, 512, 128, 512)
    y1 = torch.randn(32, 512, 128, 512)
    return [x, y1]


def get_init_inputs():
    return []
