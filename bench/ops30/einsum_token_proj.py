# cuagent ops30: tokens projected by einsum against an [out, in] weight, then tanh-GELU.
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(3072, 768) / 768 ** 0.5)

    def forward(self, x):
        return F.gelu(torch.einsum("btc,dc->btd", x, self.weight), approximate="tanh")


def get_inputs():
    return [torch.randn(24, 4096, 768)]


def get_init_inputs():
    return []
