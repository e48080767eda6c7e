# Synthesized by cuagent (bench.synth.compose), seed=79, scale=h200.
# ops: matmul -> conv1d -> activation:relu -> activation:gelu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_1 = nn.Conv1d(512, 32, kernel_size=3, stride=1, padding=0, bias=False)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.conv1d_1(x)
        x = torch.relu(x)
        x = F.gelu(x)
        return x


def get_inputs():
    x = torch.randn(16, 512, 1024)
    y1 = torch.randn(1024, 4096)
    return [x, y1]


def get_init_inputs():
    return []
