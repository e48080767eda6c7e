# Synthesized by cuagent (bench.synth.compose), seed=244, scale=large.
# ops: qk_scores -> rms_norm -> rms_norm -> cat
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_1 = nn.RMSNorm(128)
        self.rms_norm_2 = nn.RMSNorm(128)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0625
        x = self.rms_norm_1(x)
        x = self.rms_norm_2(x)
        x = torch.cat([x, y2], dim=1)
        return x


def get_inputs():
    x = torch.randn(256, 256, 128, 256)
    y1 = torch.randn(256, 256, 128, 256)
    y2 = torch.randn(256, 128, 128, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
