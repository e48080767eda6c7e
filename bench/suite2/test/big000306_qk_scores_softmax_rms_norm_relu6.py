# Synthesized by cuagent (bench.synth.compose), seed=306, scale=large.
# ops: qk_scores -> softmax:softmax -> rms_norm -> activation2:relu6
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_2 = nn.RMSNorm(256)

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0625
        x = torch.softmax(x, dim=1)
        x = self.rms_norm_2(x)
        x = F.relu6(x)
        return x


def get_inputs():
    x = torch.randn(64, 256, 256, 256)
    y1 = torch.randn(64, 256, 256, 256)
    return [x, y1]


def get_init_inputs():
    return []
