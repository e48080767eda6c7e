# Synthesized by cuagent (bench.synth.compose), seed=405, scale=large.
# ops: conv1d -> reduce2:norm2
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(2048, 512, kernel_size=1, stride=1, padding=0, bias=False)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = torch.linalg.vector_norm(x, ord=2, dim=2, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(128, 2048, 4096)
    return [x]


def get_init_inputs():
    return []
