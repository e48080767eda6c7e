# Synthesized by cuagent (bench.synth.compose), seed=565, scale=h200.
# ops: conv2d -> reduce:logsumexp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(128, 128, kernel_size=5, stride=2, padding=2, bias=False)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = torch.logsumexp(x, dim=2, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(64, 128, 128, 32)
    return [x]


def get_init_inputs():
    return []
