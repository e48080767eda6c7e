# cuagent ops34: embedding rows divided by their L2 norm, floored so that zero rows stay finite.
import torch
import torch.nn as nn


class Model(nn.Module):
    def forward(self, x):
        return x / (x * x).sum(-1, keepdim=True).sqrt().clamp_min(1e-6)


def get_inputs():
    return [torch.randn(262144, 512)]


def get_init_inputs():
    return []
