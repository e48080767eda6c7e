# Synthesized by cuagent (bench.synth.compose), seed=182, scale=h200.
# ops: conv2d -> reduce:sum -> qk_scores -> activation:tanh -> masked_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(128, 128, kernel_size=5, stride=1, padding=2, bias=False)
        self.register_buffer("masked_softmax_4_mask", torch.tril(torch.ones(128, 128)))

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = torch.sum(x, dim=3, keepdim=False)
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.1768
        x = torch.tanh(x)
        x = torch.softmax(x.masked_fill(self.masked_softmax_4_mask == 0, float("-inf")), dim=-1)
        return x


def get_inputs():
    x = torch.randn(128, 128, 32, 32)
    y1 = torch.randn(128, 128, 32)
    return [x, y1]


def get_init_inputs():
    return []
