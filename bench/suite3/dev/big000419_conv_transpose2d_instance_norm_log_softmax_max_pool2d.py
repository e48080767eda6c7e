# Synthesized by cuagent (bench.synth.compose), seed=419, scale=large.
# ops: conv_transpose2d -> instance_norm -> softmax:log_softmax -> max_pool2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(64, 256, kernel_size=3, stride=2, padding=0, bias=False)
        self.instance_norm_1 = nn.InstanceNorm2d(256, affine=True)
        self.max_pool2d_3 = nn.MaxPool2d(kernel_size=2, stride=2)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = self.instance_norm_1(x)
        x = torch.log_softmax(x, dim=-1)
        x = self.max_pool2d_3(x)
        return x


def get_inputs():
    x = torch.randn(32, 64, 256, 128)
    return [x]


def get_init_inputs():
    return []
