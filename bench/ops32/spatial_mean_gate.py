# cuagent ops32: each channel gated by the sigmoid of its own spatial mean (a parameter-free
# squeeze-and-excitation).
import torch
import torch.nn as nn


class Model(nn.Module):
    def forward(self, x):
        return x * torch.sigmoid(x.mean(dim=(2, 3), keepdim=True))


def get_inputs():
    return [torch.randn(64, 256, 56, 56)]


def get_init_inputs():
    return []
