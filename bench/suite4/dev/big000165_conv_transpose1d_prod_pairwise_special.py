# Synthesized by cuagent (bench.synth.compose), seed=165, scale=large.
# ops: conv_transpose1d -> prod -> distance:pairwise -> special
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(4096, 64, kernel_size=3, stride=1, padding=1, bias=False)

    def forward(self, x, y1):
        x = self.conv_transpose1d_0(x)
        x = torch.prod(1.0 + 0.01 * torch.tanh(x), dim=1, keepdim=False)
        x = F.pairwise_distance(x, y1)
        x = torch.sinc(x)
        return x


def get_inputs():
    x = torch.randn(64, 4096, 4096)
    y1 = torch.randn(64, 4096)
    return [x, y1]


def get_init_inputs():
    return []
