# cuagent ops27: a style-transfer block, reflect padding (padding_mode), 3x3 conv, relu.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(64, 64, 3, padding=1, padding_mode="reflect")

    def forward(self, x):
        return torch.relu(self.conv(x)) * 0.5


def get_inputs():
    return [torch.randn(32, 64, 256, 256)]


def get_init_inputs():
    return []
