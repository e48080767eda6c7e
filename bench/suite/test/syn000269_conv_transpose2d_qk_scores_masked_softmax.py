# Synthesized by cuagent (bench.synth.compose), seed=269, scale=h200.
# ops: conv_transpose2d -> qk_scores -> masked_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(128, 128, kernel_size=4, stride=1, padding=1, bias=True)
        self.register_buffer("masked_softmax_2_mask", torch.tril(torch.ones(65, 65)))

    def forward(self, x, y1):
        x = self.conv_transpose2d_0(x)
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.088
        x = torch.softmax(x.masked_fill(self.masked_softmax_2_mask == 0, float("-inf")), dim=-1)
        return x


def get_inputs():
    x = torch.randn(16, 128, 64, 128)
    y1 = torch.randn(16, 128, 65, 129)
    return [x, y1]


def get_init_inputs():
    return []
