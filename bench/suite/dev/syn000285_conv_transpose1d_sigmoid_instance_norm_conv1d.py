# Synthesized by cuagent (bench.synth.compose), seed=285, scale=h200.
# ops: conv_transpose1d -> activation:sigmoid -> instance_norm -> conv1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(1024, 64, kernel_size=4, stride=2, padding=1, bias=True)
        self.instance_norm_2 = nn.InstanceNorm1d(64, affine=True)
        self.conv1d_3 = nn.Conv1d(64, 16, kernel_size=3, stride=2, padding=1, bias=True)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = torch.sigmoid(x)
        x = self.instance_norm_2(x)
        x = self.conv1d_3(x)
        return x


def get_inputs():
    x = torch.randn(128, 1024, 2048)
    return [x]


def get_init_inputs():
    return []
