# Synthesized by cuagent (bench.synth.compose), seed=279, scale=h200.
# ops: conv_transpose1d -> activation:hardswish -> conv_transpose1d -> batch_norm -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(2048, 512, kernel_size=3, stride=1, padding=0, bias=False)
        self.conv_transpose1d_2 = nn.ConvTranspose1d(512, 512, kernel_size=4, stride=2, padding=0, bias=False)
        self.batch_norm_3 = nn.BatchNorm1d(512)
        self.instance_norm_4 = nn.InstanceNorm1d(512, affine=True)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = F.hardswish(x)
        x = self.conv_transpose1d_2(x)
        x = self.batch_norm_3(x)
        x = self.instance_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(32, 2048, 1024)
    return [x]


def get_init_inputs():
    return []
