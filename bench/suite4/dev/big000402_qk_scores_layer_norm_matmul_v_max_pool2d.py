# Synthesized by cuagent (bench.synth.compose), seed=402, scale=large.
# ops: qk_scores -> layer_norm -> matmul_v -> max_pool2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_1 = nn.LayerNorm(256)
        self.max_pool2d_3 = nn.MaxPool2d(kernel_size=2, stride=2)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0625
        x = self.layer_norm_1(x)
        x = torch.matmul(x, y2)
        x = self.max_pool2d_3(x)
        return x


def get_inputs():
    x = torch.randn(32, 512, 256, 256)
    y1 = torch.randn(32, 512, 256, 256)
    y2 = torch.randn(32, 512, 256, 64)
    return [x, y1, y2]


def get_init_inputs():
    return []
