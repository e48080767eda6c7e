# Synthesized by cuagent (bench.synth.compose), seed=414, scale=h200.
# ops: conv_transpose2d -> sdpa -> clamp -> softmax:log_softmax -> conv2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(512, 128, kernel_size=4, stride=1, padding=0, bias=True)
        self.conv2d_4 = nn.Conv2d(128, 32, kernel_size=1, stride=1, padding=0, bias=True)

    def forward(self, x, y1, y2):
        x = self.conv_transpose2d_0(x)
        x = F.scaled_dot_product_attention(x, y1, y2, is_causal=True)
        x = torch.clamp(x, min=-0.5, max=2.0)
        x = torch.log_softmax(x, dim=-1)
        x = self.conv2d_4(x)
        return x


def get_inputs():
    x = torch.randn(16, 512, 32, 32)
    y1 = torch.randn(16, 128, 35, 35)
    y2 = torch.randn(16, 128, 35, 35)
    return [x, y1, y2]


def get_init_inputs():
    return []
