# Synthesized by cuagent (bench.synth.compose), seed=31, scale=large.
# ops: max_pool1d -> clamp -> binary:rsub -> inplace_residual -> special
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool1d_0 = nn.MaxPool1d(kernel_size=2, stride=2)
        self.inplace_residual_3 = nn.ReLU(inplace=True)

    def forward(self, x, y1):
        x = self.max_pool1d_0(x)
        x = torch.clamp(x, min=-1.0, max=1.0)
        x = 1.5 - x * y1
        h_inplace_residual_3 = self.inplace_residual_3(x * 0.5)
        h_inplace_residual_3 += x
        x = h_inplace_residual_3
        x = torch.sinc(x)
        return x


def get_inputs():
    x = torch.randn(64, 4096, 4096)
    y1 = torch.randn(64, 4096, 2048)
    return [x, y1]


def get_init_inputs():
    return []
