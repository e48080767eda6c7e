# Synthesized by cuagent (bench.synth.compose), seed=333, scale=large.
# ops: softmax:softmax -> conv2d -> trailing_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_1 = nn.Conv2d(512, 64, kernel_size=1, stride=2, padding=0, bias=False)

    def forward(self, x):
        x = torch.softmax(x, dim=-1)
        x = self.conv2d_1(x)
        x = F.layer_norm(x, x.shape[-2:])
        return x


def get_inputs():
    x = torch.randn(256, 512, 128, 128)
    return [x]


def get_init_inputs():
    return []
