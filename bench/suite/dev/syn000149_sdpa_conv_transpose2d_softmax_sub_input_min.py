# Synthesized by cuagent (bench.synth.compose), seed=149, scale=h200.
# ops: sdpa -> conv_transpose2d -> softmax:softmax -> tensor_arith:sub_input -> reduce:min
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_1 = nn.ConvTranspose2d(16, 128, kernel_size=4, stride=1, padding=0, bias=True)

    def forward(self, x, y1, y2, y3):
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = self.conv_transpose2d_1(x)
        x = torch.softmax(x, dim=-1)
        x = x - y3
        x = torch.min(x, dim=1, keepdim=True)[0]
        return x


def get_inputs():
    x = torch.randn(16, 16, 128, 256)
    y1 = torch.randn(16, 16, 128, 256)
    y2 = torch.randn(16, 16, 128, 256)
    y3 = torch.randn(16, 128, 131, 259)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
