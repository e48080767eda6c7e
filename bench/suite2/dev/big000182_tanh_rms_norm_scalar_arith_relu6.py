# Synthesized by cuagent (bench.synth.compose), seed=182, scale=large.
# ops: activation:tanh -> rms_norm -> scalar_arith -> activation2:relu6
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_1 = nn.RMSNorm(128)

    def forward(self, x):
        x = torch.tanh(x)
        x = self.rms_norm_1(x)
        x = x * 1.5
        x = F.relu6(x)
        return x


def get_inputs():
    x = torch.randn(64, 256, 512, 128)
    return [x]


def get_init_inputs():
    return []
