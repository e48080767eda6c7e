# Synthesized by cuagent (bench.synth.compose), seed=165, scale=large.
# ops: conv3d -> layout:flip -> softmax:softmax -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(256, 32, kernel_size=3, stride=2, padding=0, bias=True)
        self.batch_norm_3 = nn.BatchNorm3d(32)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = torch.flip(x, dims=[4])
        x = torch.softmax(x, dim=1)
        x = self.batch_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(64, 256, 32, 48, 64)
    return [x]


def get_init_inputs():
    return []
