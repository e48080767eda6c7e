# Synthesized by cuagent (bench.synth.compose), seed=103, scale=h200.
# ops: conv2d -> softmax:log_softmax -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(256, 32, kernel_size=3, stride=1, padding=1, bias=True)
        self.rms_norm_2 = nn.RMSNorm(256)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = torch.log_softmax(x, dim=-1)
        x = self.rms_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 256, 64, 256)
    return [x]


def get_init_inputs():
    return []
