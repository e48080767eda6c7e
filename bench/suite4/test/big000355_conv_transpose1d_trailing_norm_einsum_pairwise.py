# Synthesized by cuagent (bench.synth.compose), seed=355, scale=large.
# ops: conv_transpose1d -> trailing_norm -> einsum -> distance:pairwise
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(2048, 32, kernel_size=3, stride=1, padding=0, bias=False)
        self.einsum_2 = nn.Parameter(torch.randn(4096, 4098) / 64.0156)

    def forward(self, x, y1):
        x = self.conv_transpose1d_0(x)
        x = F.layer_norm(x, x.shape[-2:])
        x = torch.einsum("bsc,dc->bsd", x, self.einsum_2)
        x = F.pairwise_distance(x, y1)
        return x


def get_inputs():
    x = torch.randn(256, 2048, 4096)
    y1 = torch.randn(256, 32, 4096)
    return [x, y1]


def get_init_inputs():
    return []
