# Synthesized by cuagent (bench.synth.compose), seed=368, scale=h200.
# ops: conv3d -> batch_norm -> softmax:log_softmax -> scalar_arith
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(64, 64, kernel_size=3, stride=1, padding=1, bias=False)
        self.batch_norm_1 = nn.BatchNorm3d(64)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = self.batch_norm_1(x)
        x = torch.log_softmax(x, dim=1)
        x = x * 1.5
        return x


def get_inputs():
    x = torch.randn(16, 64, 32, 64, 48)
    return [x]


def get_init_inputs():
    return []
