# Synthesized by cuagent (bench.synth.compose), seed=357, scale=large.
# ops: conv_transpose2d -> binary:maximum -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(512, 256, kernel_size=2, stride=2, padding=0, bias=True)
        self.batch_norm_2 = nn.BatchNorm2d(256)

    def forward(self, x, y1):
        x = self.conv_transpose2d_0(x)
        x = torch.maximum(x, y1)
        x = self.batch_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 512, 256, 128)
    y1 = torch.randn(32, 256, 512, 256)
    return [x, y1]


def get_init_inputs():
    return []
