# Synthesized by cuagent (bench.synth.compose), seed=120, scale=large.
# ops: conv3d -> softmax:log_softmax -> max_pool3d -> conv_transpose3d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(128, 64, kernel_size=1, stride=1, padding=0, bias=False)
        self.max_pool3d_2 = nn.MaxPool3d(kernel_size=2, stride=2)
        self.conv_transpose3d_3 = nn.ConvTranspose3d(64, 512, kernel_size=2, stride=1, padding=0, bias=True)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = torch.log_softmax(x, dim=-1)
        x = self.max_pool3d_2(x)
        x = self.conv_transpose3d_3(x)
        return x


def get_inputs():
    x = torch.randn(64, 128, 32, 96, 64)
    return [x]


def get_init_inputs():
    return []
