# Synthesized by cuagent (bench.synth.compose), seed=484, scale=h200.
# ops: conv3d -> activation:sigmoid -> softmax:log_softmax -> conv3d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(64, 64, kernel_size=1, stride=1, padding=0, bias=True)
        self.conv3d_3 = nn.Conv3d(64, 256, kernel_size=3, stride=2, padding=1, bias=False)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = torch.sigmoid(x)
        x = torch.log_softmax(x, dim=1)
        x = self.conv3d_3(x)
        return x


def get_inputs():
    x = torch.randn(64, 64, 32, 64, 16)
    return [x]


def get_init_inputs():
    return []
