# Synthesized by cuagent (bench.synth.compose), seed=298, scale=large.
# ops: conv2d -> layer_norm -> rms_norm -> reduce:argmax
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(256, 256, kernel_size=1, stride=1, padding=0, bias=True)
        self.layer_norm_1 = nn.LayerNorm(256)
        self.rms_norm_2 = nn.RMSNorm(256)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = self.layer_norm_1(x)
        x = self.rms_norm_2(x)
        x = torch.argmax(x, dim=3, keepdim=True)
        return x


def get_inputs():
    x = torch.randn(128, 256, 256, 256)
    return [x]


def get_init_inputs():
    return []
