# Synthesized by cuagent (bench.synth.compose), seed=72, scale=large.
# ops: einsum -> reduce:min -> activation:silu -> max_pool1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(2048, 32768) / 181.0193)
        self.max_pool1d_3 = nn.MaxPool1d(kernel_size=2, stride=2)

    def forward(self, x):
        x = torch.einsum("bsc,dc->bsd", x, self.einsum_0)
        x = torch.min(x, dim=1, keepdim=True)[0]
        x = F.silu(x)
        x = self.max_pool1d_3(x)
        return x


def get_inputs():
    x = torch.randn(256, 128, 32768)
    return [x]


def get_init_inputs():
    return []
