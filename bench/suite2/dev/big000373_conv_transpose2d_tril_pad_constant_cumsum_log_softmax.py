# Synthesized by cuagent (bench.synth.compose), seed=373, scale=large.
# ops: conv_transpose2d -> layout:tril -> layout:pad_constant -> scan:cumsum -> softmax:log_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(32, 128, kernel_size=2, stride=1, padding=0, bias=False)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = torch.tril(x, diagonal=-2)
        x = F.pad(x, (2, 2, 2, 2), mode="constant", value=0.5)
        x = torch.cumsum(x, dim=3)
        x = torch.log_softmax(x, dim=-1)
        return x


def get_inputs():
    x = torch.randn(32, 32, 4096, 64)
    return [x]


def get_init_inputs():
    return []
