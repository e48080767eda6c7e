# Synthesized by cuagent (bench.synth.compose), seed=37, scale=large.
# ops: conv1d -> loss:hinge -> distance:normalize
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(512, 32, kernel_size=3, stride=1, padding=0, bias=True)

    def forward(self, x, y1, y2):
        x = self.conv1d_0(x)
        x = torch.clamp(1.0 - x * torch.sign(y1), min=0.0)
        x = F.normalize(x + y2, dim=1)
        return x


def get_inputs():
    x = torch.randn(64, 512, 32768)
    y1 = torch.randn(64, 32, 32766)
    y2 = torch.randn(64, 32, 32766)
    return [x, y1, y2]


def get_init_inputs():
    return []
