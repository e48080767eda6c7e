# Synthesized by cuagent (bench.synth.compose), seed=125, scale=large.
# ops: binary:maximum -> distance:normalize -> layer_norm -> max_pool2d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_2 = nn.LayerNorm(128)
        self.max_pool2d_3 = nn.MaxPool2d(kernel_size=2, stride=2)

    def forward(self, x, y1, y2):
        x = torch.maximum(x, y1)
        x = F.normalize(x + y2, dim=1)
        x = self.layer_norm_2(x)
        x = self.max_pool2d_3(x)
        return x


def get_inputs():
    x = torch.randn(256, 64, 512, 128)
    y1 = torch.randn(256, 64, 512, 128)
    y2 = torch.randn(256, 64, 512, 128)
    return [x, y1, y2]


def get_init_inputs():
    return []
