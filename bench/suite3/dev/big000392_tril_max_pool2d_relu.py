# Synthesized by cuagent (bench.synth.compose), seed=392, scale=large.
# ops: layout:tril -> max_pool2d -> activation:relu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool2d_1 = nn.MaxPool2d(kernel_size=2, stride=2)

    def forward(self, x):
        x = torch.tril(x, diagonal=1)
        x = self.max_pool2d_1(x)
        x = torch.relu(x)
        return x


def get_inputs():
    x = torch.randn(256, 64, 512, 128)
    return [x]


def get_init_inputs():
    return []
