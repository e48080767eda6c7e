# Synthesized by cuagent (bench.synth.compose), seed=23, scale=large.
# ops: trailing_norm -> conv_transpose1d -> trailing_norm -> conv1d -> scan:cumsum
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_1 = nn.ConvTranspose1d(8192, 128, kernel_size=4, stride=2, padding=0, bias=True)
        self.conv1d_3 = nn.Conv1d(128, 64, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x):
        x = F.layer_norm(x, x.shape[-2:])
        x = self.conv_transpose1d_1(x)
        x = F.layer_norm(x, x.shape[-2:])
        x = self.conv1d_3(x)
        x = torch.cumsum(x, dim=2)
        return x


def get_inputs():
    x = torch.randn(32, 8192, 4096)
    return [x]


def get_init_inputs():
    return []
