# Synthesized by cuagent (bench.synth.compose), seed=526, scale=h200.
# ops: conv3d -> softmax:softmax -> softmax:log_softmax -> activation:sigmoid -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(32, 128, kernel_size=1, stride=1, padding=0, bias=True)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = torch.softmax(x, dim=1)
        x = torch.log_softmax(x, dim=-1)
        x = torch.sigmoid(x)
        x = torch.clamp(x, min=-1.0, max=2.0)
        return x


def get_inputs():
    x = torch.randn(64, 32, 48, 24, 24)
    return [x]


def get_init_inputs():
    return []
