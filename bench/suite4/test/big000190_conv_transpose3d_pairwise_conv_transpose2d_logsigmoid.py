# Synthesized by cuagent (bench.synth.compose), seed=190, scale=large.
# ops: conv_transpose3d -> distance:pairwise -> conv_transpose2d -> activation2:logsigmoid
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose3d_0 = nn.ConvTranspose3d(32, 128, kernel_size=2, stride=1, padding=0, bias=False)
        self.conv_transpose2d_2 = nn.ConvTranspose2d(128, 128, kernel_size=4, stride=2, padding=1, bias=True)

    def forward(self, x, y1):
        x = self.conv_transpose3d_0(x)
        x = F.pairwise_distance(x, y1)
        x = self.conv_transpose2d_2(x)
        x = F.logsigmoid(x)
        return x


def get_inputs():
    x = torch.randn(128, 32, 32, 48, 48)
    y1 = torch.randn(128, 128, 33, 49, 49)
    return [x, y1]


def get_init_inputs():
    return []
