# cuagent ops30: a 1x1 channel mix written as einsum over an NCHW map, bias and ReLU after it.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(384, 192) / 192 ** 0.5)
        self.bias = nn.Parameter(torch.randn(1, 384, 1, 1))

    def forward(self, x):
        return torch.relu(torch.einsum("nchw,oc->nohw", x, self.weight) + self.bias)


def get_inputs():
    return [torch.randn(48, 192, 112, 112)]


def get_init_inputs():
    return []
