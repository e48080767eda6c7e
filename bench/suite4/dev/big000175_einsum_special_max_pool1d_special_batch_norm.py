# Synthesized by cuagent (bench.synth.compose), seed=175, scale=large.
# ops: einsum -> special -> max_pool1d -> special -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(1024, 65536) / 256.0000)
        self.max_pool1d_2 = nn.MaxPool1d(kernel_size=3, stride=2)
        self.batch_norm_4 = nn.BatchNorm1d(512)

    def forward(self, x):
        x = torch.einsum("bsc,dc->bsd", x, self.einsum_0)
        x = torch.logaddexp2(x, 0.5 * x)
        x = self.max_pool1d_2(x)
        x = torch.hypot(x, 1.0 - x)
        x = self.batch_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(32, 512, 65536)
    return [x]


def get_init_inputs():
    return []
