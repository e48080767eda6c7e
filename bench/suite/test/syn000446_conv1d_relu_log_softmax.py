# Synthesized by cuagent (bench.synth.compose), seed=446, scale=h200.
# ops: conv1d -> activation:relu -> softmax:log_softmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(512, 128, kernel_size=3, stride=1, padding=1, bias=False)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = torch.relu(x)
        x = torch.log_softmax(x, dim=1)
        return x


def get_inputs():
    x = torch.randn(64, 512, 2048)
    return [x]


def get_init_inputs():
    return []
