# Synthesized by cuagent (bench.synth.compose), seed=588, scale=h200.
# ops: qk_scores -> reduce:amax -> layer_norm -> max_pool1d -> reduce:logsumexp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_2 = nn.LayerNorm(1024)
        self.max_pool1d_3 = nn.MaxPool1d(kernel_size=3, stride=2)

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.125
        x = torch.amax(x, dim=3, keepdim=False)
        x = self.layer_norm_2(x)
        x = self.max_pool1d_3(x)
        x = torch.logsumexp(x, dim=2, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(32, 8, 1024, 64)
    y1 = torch.randn(32, 8, 1024, 64)
    return [x, y1]


def get_init_inputs():
    return []
