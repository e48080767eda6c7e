# Synthesized by cuagent (bench.synth.compose), seed=312, scale=large.
# ops: conv1d -> trailing_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(4096, 128, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = F.layer_norm(x, x.shape[-2:])
        return x


def get_inputs():
    x = torch.randn(64, 4096, 4096)
    return [x]


def get_init_inputs():
    return []
