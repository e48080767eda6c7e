# Synthesized by cuagent (bench.synth.compose), seed=25, scale=large.
# ops: conv1d -> reduce2:amin -> bmm -> activation2:celu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(8192, 256, kernel_size=3, stride=2, padding=1, bias=True)

    def forward(self, x, y1):
        x = self.conv1d_0(x)
        x = torch.amin(x, dim=2, keepdim=True)
        x = torch.bmm(x, y1)
        x = F.celu(x, alpha=0.75)
        return x


def get_inputs():
    x = torch.randn(64, 8192, 4096)
    y1 = torch.randn(64, 1, 4096)
    return [x, y1]


def get_init_inputs():
    return []
