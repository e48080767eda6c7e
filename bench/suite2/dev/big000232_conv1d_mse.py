# Synthesized by cuagent (bench.synth.compose), seed=232, scale=large.
# ops: conv1d -> loss:mse
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(4096, 64, kernel_size=3, stride=2, padding=0, bias=True)

    def forward(self, x, y1):
        x = self.conv1d_0(x)
        x = F.mse_loss(x, y1, reduction="mean")
        return x


def get_inputs():
    x = torch.randn(128, 4096, 2048)
    y1 = torch.randn(128, 64, 1023)
    return [x, y1]


def get_init_inputs():
    return []
