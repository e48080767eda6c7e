# cuagent ops33: attention-like weights over 384 channels of [N, C, H, W] maps, then gated.
import torch
import torch.nn as nn


class Model(nn.Module):
    def forward(self, x):
        return torch.softmax(x, dim=1) * torch.sigmoid(x)


def get_inputs():
    return [torch.randn(32, 384, 64, 128)]


def get_init_inputs():
    return []
