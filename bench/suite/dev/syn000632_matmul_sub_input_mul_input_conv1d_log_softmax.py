# Synthesized by cuagent (bench.synth.compose), seed=632, scale=h200.
# ops: matmul -> tensor_arith:sub_input -> tensor_arith:mul_input -> conv1d -> softmax:log_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_3 = nn.Conv1d(16, 32, kernel_size=3, stride=1, padding=0, bias=False)

    def forward(self, x, y1, y2, y3):
        x = torch.matmul(x, y1)
        x = x - y2
        x = x * y3
        x = self.conv1d_3(x)
        x = torch.log_softmax(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(64, 16, 8192)
    y1 = torch.randn(8192, 4096)
    y2 = torch.randn(64, 16, 4096)
    y3 = torch.randn(64, 16, 4096)
    return [x, y1, y2, y3]


def get_init_inputs():
    return []
