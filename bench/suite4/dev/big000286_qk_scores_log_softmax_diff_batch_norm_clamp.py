# Synthesized by cuagent (bench.synth.compose), seed=286, scale=large.
# ops: qk_scores -> softmax:log_softmax -> diff -> batch_norm -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_3 = nn.BatchNorm2d(512)

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0625
        x = torch.log_softmax(x, dim=1)
        x = torch.diff(x, dim=2)
        x = self.batch_norm_3(x)
        x = torch.clamp(x, min=-1.0, max=2.0)
        return x


def get_inputs():
    x = torch.randn(64, 512, 256, 256)
    y1 = torch.randn(64, 512, 256, 256)
    return [x, y1]


def get_init_inputs():
    return []
