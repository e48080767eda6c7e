# Synthesized by cuagent (bench.synth.compose), seed=817, scale=h200.
# ops: conv1d -> activation:tanh -> qk_scores
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(2048, 256, kernel_size=5, stride=1, padding=2, bias=False)

    def forward(self, x, y1):
        x = self.conv1d_0(x)
        x = torch.tanh(x)
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        return x


def get_inputs():
    x = torch.randn(16, 2048, 512)
    y1 = torch.randn(16, 256, 512)
    return [x, y1]


def get_init_inputs():
    return []
