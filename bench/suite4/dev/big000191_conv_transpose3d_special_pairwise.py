# Synthesized by cuagent (bench.synth.compose), seed=191, scale=large.
# ops: conv_transpose3d -> special -> distance:pairwise
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose3d_0 = nn.ConvTranspose3d(32, 128, kernel_size=2, stride=1, padding=0, bias=True)

    def forward(self, x, y1):
        x = self.conv_transpose3d_0(x)
        x = torch.logaddexp(x, -x)
        x = F.pairwise_distance(x, y1)
        return x


def get_inputs():
    x = torch.randn(32, 32, 96, 32, 96)
    y1 = torch.randn(32, 128, 97, 33, 97)
    return [x, y1]


def get_init_inputs():
    return []
