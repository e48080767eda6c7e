# Synthesized by cuagent (bench.synth.compose), seed=124, scale=large.
# ops: conv3d -> batch_norm -> reduce2:norm1
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(64, 256, kernel_size=1, stride=1, padding=0, bias=True)
        self.batch_norm_1 = nn.BatchNorm3d(256)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = self.batch_norm_1(x)
        x = torch.linalg.vector_norm(x, ord=1, dim=2, keepdim=False)
        return x


def get_inputs():
    x = torch.randn(64, 64, 64, 32, 32)
    return [x]


def get_init_inputs():
    return []
