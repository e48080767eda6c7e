# Synthesized by cuagent (bench.synth.compose), seed=689, scale=h200.
# ops: conv1d -> activation:mish -> softmax:log_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(2048, 512, kernel_size=5, stride=2, padding=2, bias=True)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = F.mish(x)
        x = torch.log_softmax(x, dim=-1)
        return x


def get_inputs():
    x = torch.randn(64, 2048, 512)
    return [x]


def get_init_inputs():
    return []
