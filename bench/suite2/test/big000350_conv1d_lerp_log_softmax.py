# Synthesized by cuagent (bench.synth.compose), seed=350, scale=large.
# ops: conv1d -> binary:lerp -> softmax:log_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(128, 64, kernel_size=3, stride=2, padding=0, bias=False)

    def forward(self, x, y1):
        x = self.conv1d_0(x)
        x = torch.lerp(x, y1, 0.3)
        x = torch.log_softmax(x, dim=-1)
        return x


def get_inputs():
    x = torch.randn(64, 128, 131072)
    y1 = torch.randn(64, 64, 65535)
    return [x, y1]


def get_init_inputs():
    return []
