# Synthesized by cuagent (bench.synth.compose), seed=195, scale=large.
# ops: conv_transpose2d -> scan:cumsum -> activation2:celu -> reduce:mean -> max_pool1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(128, 32, kernel_size=2, stride=1, padding=0, bias=True)
        self.max_pool1d_4 = nn.MaxPool1d(kernel_size=2, stride=2)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = torch.cumsum(x, dim=3)
        x = F.celu(x, alpha=0.75)
        x = torch.mean(x, dim=3, keepdim=False)
        x = self.max_pool1d_4(x)
        return x


def get_inputs():
    x = torch.randn(256, 128, 128, 256)
    return [x]


def get_init_inputs():
    return []
