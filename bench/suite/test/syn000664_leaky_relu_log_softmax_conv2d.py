# Synthesized by cuagent (bench.synth.compose), seed=664, scale=h200.
# ops: activation:leaky_relu -> softmax:log_softmax -> conv2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_2 = nn.Conv2d(128, 256, kernel_size=1, stride=1, padding=0, bias=False)

    def forward(self, x):
        x = F.leaky_relu(x, negative_slope=0.05)
        x = torch.log_softmax(x, dim=-1)
        x = self.conv2d_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 128, 64, 256)
    return [x]


def get_init_inputs():
    return []
