# Synthesized by cuagent (bench.synth.compose), seed=357, scale=large.
# ops: conv2d -> reduce:min -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(32, 32, kernel_size=5, stride=2, padding=2, bias=False)
        self.batch_norm_2 = nn.BatchNorm1d(32)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = torch.min(x, dim=2, keepdim=False)[0]
        x = self.batch_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(128, 32, 512, 512)
    return [x]


def get_init_inputs():
    return []
