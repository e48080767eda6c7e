# Synthesized by cuagent (bench.synth.compose), seed=38, scale=large.
# ops: einsum -> prod -> cat -> linear -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.einsum_0 = nn.Parameter(torch.randn(16384, 2048) / 45.2548)
        self.linear_3 = nn.Linear(2560, 16384, bias=True)
        self.batch_norm_4 = nn.BatchNorm1d(16384)

    def forward(self, x, y1):
        x = torch.einsum("bsc,dc->bsd", x, self.einsum_0)
        x = torch.prod(1.0 + 0.01 * torch.tanh(x), dim=2, keepdim=False)
        x = torch.cat([x, y1], dim=1)
        x = self.linear_3(x)
        x = self.batch_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(32, 2048, 2048)
    y1 = torch.randn(32, 512)
    return [x, y1]


def get_init_inputs():
    return []
