# Synthesized by cuagent (bench.synth.compose), seed=321, scale=h200.
# ops: qk_scores -> masked_softmax -> matmul_v -> bmm -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("masked_softmax_1_mask", torch.tril(torch.ones(2048, 2048)))
        self.linear_4 = nn.Linear(512, 512, bias=True)

    def forward(self, x, y1, y2, y3):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = torch.softmax(x.masked_fill(self.masked_softmax_1_mask == 0, float("-inf")), dim=-1)
        x = torch.matmul(x, y2)
        x = torch.bmm(x, y3)
        x = self.linear_4(x)
        return x


def get_inputs():
    x = torch.randn(32, 2048, 512)
    y1 = torch.randn(32, 2048, 512)
    y2 = torch.randn(32, 2048, 128)
    y3 = torch.randn(32, 128, 512)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
