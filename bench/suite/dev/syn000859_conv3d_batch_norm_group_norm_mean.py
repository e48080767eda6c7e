# Synthesized by cuagent (bench.synth.compose), seed=859, scale=h200.
# ops: conv3d -> batch_norm -> group_norm -> reduce:mean
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(16, 512, kernel_size=3, stride=1, padding=1, bias=True)
        self.batch_norm_1 = nn.BatchNorm3d(512)
        self.group_norm_2 = nn.GroupNorm(8, 512)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = self.batch_norm_1(x)
        x = self.group_norm_2(x)
        x = torch.mean(x, dim=1, keepdim=True)
        return x


def get_inputs():
    x = torch.randn(32, 16, 16, 32, 32)
    return [x]


def get_init_inputs():
    return []
