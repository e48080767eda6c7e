# Synthesized by cuagent (bench.synth.compose), seed=341, scale=h200.
# ops: bmm -> conv1d -> activation:softplus -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_1 = nn.Conv1d(512, 128, kernel_size=1, stride=1, padding=0, bias=False)

    def forward(self, x, y1, y2):
        x = torch.bmm(x, y1)
        x = self.conv1d_1(x)
        x = F.softplus(x)
        x = torch.matmul(x, y2)
        return x


def get_inputs():
    x = torch.randn(32, 512, 1024)
    y1 = torch.randn(32, 1024, 2048)
    y2 = torch.randn(2048, 1024)
    return [x, y1, y2]


def get_init_inputs():
    return []
