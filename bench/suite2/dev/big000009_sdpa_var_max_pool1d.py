# Synthesized by cuagent (bench.synth.compose), seed=9, scale=large.
# ops: sdpa -> reduce2:var -> max_pool1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.max_pool1d_2 = nn.MaxPool1d(kernel_size=3, stride=3)

    def forward(self, x, y1, y2):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = torch.var(x, dim=1, keepdim=False)
        x = self.max_pool1d_2(x)
        return x


def get_inputs():
    x = torch.randn(64, 512, 256, 128)
    y1 = torch.randn(64, 512, 256, 128)
    y2 = torch.randn(64, 512, 256, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
