# Synthesized by cuagent (bench.synth.compose), seed=61, scale=h200.
# ops: conv1d -> softmax:log_softmax -> matmul -> activation:gelu -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(32, 128, kernel_size=3, stride=1, padding=1, bias=False)

    def forward(self, x, y1, y2):
        x = self.conv1d_0(x)
        x = torch.log_softmax(x, dim=1)
        x = torch.matmul(x, y1)
        x = F.gelu(x)
        x = torch.matmul(x, y2)
        return x


def get_inputs():
    x = torch.randn(64, 32, 2048)
    y1 = torch.randn(2048, 4096)
    y2 = torch.randn(4096, 1024)
    return [x, y1, y2]


def get_init_inputs():
    return []
