# Synthesized by cuagent (bench.synth.compose), seed=282, scale=large.
# ops: einsum -> scan:cumsum -> reduce:min -> conv_transpose1d -> quantize
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(1024, 512) / 22.6274)
        self.conv_transpose1d_3 = nn.ConvTranspose1d(128, 512, kernel_size=3, stride=1, padding=1, bias=False)

    def forward(self, x):
        x = torch.einsum("bstc,dc->bstd", x, self.einsum_0)
        x = torch.cumsum(x, dim=3)
        x = torch.min(x, dim=2, keepdim=False)[0]
        x = self.conv_transpose1d_3(x)
        x = (x // 0.25) * 0.25
        return x


def get_inputs():
    x = torch.randn(128, 128, 128, 512)
    return [x]


def get_init_inputs():
    return []
