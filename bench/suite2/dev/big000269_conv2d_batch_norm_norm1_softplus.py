# Synthesized by cuagent (bench.synth.compose), seed=269, scale=large.
# ops: conv2d -> batch_norm -> reduce2:norm1 -> activation:softplus
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(128, 256, kernel_size=3, stride=1, padding=1, bias=True)
        self.batch_norm_1 = nn.BatchNorm2d(256)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = self.batch_norm_1(x)
        x = torch.linalg.vector_norm(x, ord=1, dim=2, keepdim=False)
        x = F.softplus(x)
        return x


def get_inputs():
    x = torch.randn(32, 128, 512, 256)
    return [x]


def get_init_inputs():
    return []
