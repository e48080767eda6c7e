# Synthesized by cuagent (bench.synth.compose), seed=317, scale=large.
# ops: qk_scores -> masked_softmax -> conv_transpose2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("masked_softmax_1_mask", torch.tril(torch.ones(128, 128)))
        self.conv_transpose2d_2 = nn.ConvTranspose2d(256, 32, kernel_size=2, stride=1, padding=0, bias=False)

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = torch.softmax(x.masked_fill(self.masked_softmax_1_mask == 0, float("-inf")), dim=-1)
        x = self.conv_transpose2d_2(x)
        return x


def get_inputs():
    x = torch.randn(128, 256, 128, 512)
    y1 = torch.randn(128, 256, 128, 512)
    return [x, y1]


def get_init_inputs():
    return []
