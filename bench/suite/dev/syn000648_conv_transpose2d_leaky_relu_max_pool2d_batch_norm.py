# Synthesized by cuagent (bench.synth.compose), seed=648, scale=h200.
# ops: conv_transpose2d -> activation:leaky_relu -> max_pool2d -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(128, 256, kernel_size=2, stride=1, padding=0, bias=True)
        self.max_pool2d_2 = nn.MaxPool2d(kernel_size=2, stride=2)
        self.batch_norm_3 = nn.BatchNorm2d(256)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = F.leaky_relu(x, negative_slope=0.01)
        x = self.max_pool2d_2(x)
        x = self.batch_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(128, 128, 32, 64)
    return [x]


def get_init_inputs():
    return []
