# Synthesized by cuagent (bench.synth.compose), seed=243, scale=large.
# ops: activation2:hardtanh -> max_pool1d -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool1d_1 = nn.MaxPool1d(kernel_size=2, stride=2)

    def forward(self, x):
        x = F.hardtanh(x, min_val=-0.5, max_val=1.5)
        x = self.max_pool1d_1(x)
        x = torch.clamp(x, min=-2.0, max=0.5)
        return x


def get_inputs():
    x = torch.randn(64, 8192, 2048)
    return [x]


def get_init_inputs():
    return []
