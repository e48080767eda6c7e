# Synthesized by cuagent (bench.synth.compose), seed=578, scale=h200.
# ops: conv_transpose1d -> scalar_arith -> softmax:log_softmax -> softmax:softmax -> conv1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(1024, 128, kernel_size=3, stride=2, padding=1, bias=True)
        self.conv1d_4 = nn.Conv1d(128, 16, kernel_size=3, stride=1, padding=1, bias=False)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = x - 0.1
        x = torch.log_softmax(x, dim=1)
        x = torch.softmax(x, dim=-1)
        x = self.conv1d_4(x)
        return x


def get_inputs():
    x = torch.randn(64, 1024, 2048)
    return [x]


def get_init_inputs():
    return []
