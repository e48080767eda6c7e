# Synthesized by cuagent (bench.synth.compose), seed=483, scale=h200.
# ops: conv_transpose2d -> sdpa -> reduce:sum -> reduce:amax -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(256, 128, kernel_size=3, stride=2, padding=1, bias=True)
        self.group_norm_4 = nn.GroupNorm(1, 1)

    def forward(self, x, y1, y2):
        x = self.conv_transpose2d_0(x)
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=False)
        x = torch.sum(x, dim=1, keepdim=True)
        x = torch.amax(x, dim=1, keepdim=True)
        x = self.group_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(64, 256, 64, 64)
    y1 = torch.randn(64, 128, 127, 127)
    y2 = torch.randn(64, 128, 127, 127)
    return [x, y1, y2]


def get_init_inputs():
    return []
