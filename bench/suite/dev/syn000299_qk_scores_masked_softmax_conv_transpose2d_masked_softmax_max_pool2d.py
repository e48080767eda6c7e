# Synthesized by cuagent (bench.synth.compose), seed=299, scale=h200.
# ops: qk_scores -> masked_softmax -> conv_transpose2d -> masked_softmax -> max_pool2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("masked_softmax_1_mask", torch.tril(torch.ones(256, 256)))
        self.conv_transpose2d_2 = nn.ConvTranspose2d(8, 128, kernel_size=4, stride=1, padding=0, bias=True)
        self.register_buffer("masked_softmax_3_mask", torch.tril(torch.ones(259, 259)))
        self.max_pool2d_4 = nn.MaxPool2d(kernel_size=2, stride=2)

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0884
        x = torch.softmax(x.masked_fill(self.masked_softmax_1_mask == 0, float("-inf")), dim=-1)
        x = self.conv_transpose2d_2(x)
        x = torch.softmax(x.masked_fill(self.masked_softmax_3_mask == 0, float("-inf")), dim=-1)
        x = self.max_pool2d_4(x)
        return x


def get_inputs():
    x = torch.randn(16, 8, 256, 128)
    y1 = torch.randn(16, 8, 256, 128)
    return [x, y1]


def get_init_inputs():
    return []
