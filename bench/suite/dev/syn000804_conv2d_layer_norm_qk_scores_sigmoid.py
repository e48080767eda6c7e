# Synthesized by cuagent (bench.synth.compose), seed=804, scale=h200.
# ops: conv2d -> layer_norm -> qk_scores -> activation:sigmoid
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(256, 64, kernel_size=3, stride=1, padding=1, bias=False)
        self.layer_norm_1 = nn.LayerNorm(128)

    def forward(self, x, y1):
        x = self.conv2d_0(x)
        x = self.layer_norm_1(x)
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0884
        x = torch.sigmoid(x)
        return x


def get_inputs():
    x = torch.randn(32, 256, 256, 128)
    y1 = torch.randn(32, 64, 256, 128)
    return [x, y1]


def get_init_inputs():
    return []
