# Synthesized by cuagent (bench.synth.compose), seed=100, scale=large.
# ops: conv_transpose2d -> softmax:softmax -> avg_pool2d -> layout:pad_circular -> reduce:mean
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(64, 64, kernel_size=2, stride=2, padding=0, bias=False)
        self.avg_pool2d_2 = nn.AvgPool2d(kernel_size=2, stride=2)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = torch.softmax(x, dim=1)
        x = self.avg_pool2d_2(x)
        x = F.pad(x, (2, 2, 2, 2), mode="circular")
        x = torch.mean(x, dim=2, keepdim=True)
        return x


def get_inputs():
    x = torch.randn(64, 64, 128, 512)
    return [x]


def get_init_inputs():
    return []
