# Synthesized by cuagent (bench.synth.compose), seed=8, scale=h200.
# ops: batch_norm -> softmax:log_softmax -> sdpa -> tensor_arith:add_input -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.batch_norm_0 = nn.BatchNorm2d(16)
        self.group_norm_4 = nn.GroupNorm(2, 16)

    def forward(self, x, y1, y2, y3):
        x = self.batch_norm_0(x)
        x = torch.log_softmax(x, dim=1)
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = x + y3
        x = self.group_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(16, 16, 2048, 64)
    y1 = torch.randn(16, 16, 2048, 64)
    y2 = torch.randn(16, 16, 2048, 64)
    y3 = torch.randn(16, 16, 2048, 64)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
