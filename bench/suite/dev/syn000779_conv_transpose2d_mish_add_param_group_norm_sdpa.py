# Synthesized by cuagent (bench.synth.compose), seed=779, scale=h200.
# ops: conv_transpose2d -> activation:mish -> tensor_arith:add_param -> group_norm -> sdpa
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(64, 64, kernel_size=2, stride=1, padding=0, bias=False)
        self.tensor_arith_2 = nn.Parameter(torch.randn(64, 1, 1))
        self.group_norm_3 = nn.GroupNorm(4, 64)

    def forward(self, x, y1, y2):
        x = self.conv_transpose2d_0(x)
        x = F.mish(x)
        x = x + self.tensor_arith_2
        x = self.group_norm_3(x)
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        return x


def get_inputs():
    x = torch.randn(128, 64, 128, 32)
    y1 = torch.randn(128, 64, 129, 33)
    y2 = torch.randn(128, 64, 129, 33)
    return [x, y1, y2]


def get_init_inputs():
    return []
