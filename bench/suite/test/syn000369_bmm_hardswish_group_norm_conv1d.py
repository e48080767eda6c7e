# Synthesized by cuagent (bench.synth.compose), seed=369, scale=h200.
# ops: bmm -> activation:hardswish -> group_norm -> conv1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.group_norm_2 = nn.GroupNorm(2, 2048)
        self.conv1d_3 = nn.Conv1d(2048, 512, kernel_size=3, stride=1, padding=1, bias=True)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = F.hardswish(x)
        x = self.group_norm_2(x)
        x = self.conv1d_3(x)
        return x


def get_inputs():
    x = torch.randn(16, 2048, 512)
    y1 = torch.randn(16, 512, 2048)
    return [x, y1]


def get_init_inputs():
    return []
