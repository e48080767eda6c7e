# Synthesized by cuagent (bench.synth.compose), seed=345, scale=large.
# ops: conv1d -> activation2:tanhshrink -> reduce:amax -> binary:rsub
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(512, 256, kernel_size=3, stride=2, padding=1, bias=True)

    def forward(self, x, y1):
        x = self.conv1d_0(x)
        x = F.tanhshrink(x)
        x = torch.amax(x, dim=2, keepdim=False)
        x = 1.5 - x * y1
        return x


def get_inputs():
    x = torch.randn(64, 512, 32768)
    y1 = torch.randn(64, 256)
    return [x, y1]


def get_init_inputs():
    return []
