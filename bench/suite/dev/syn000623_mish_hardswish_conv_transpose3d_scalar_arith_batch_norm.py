# Synthesized by cuagent (bench.synth.compose), seed=623, scale=h200.
# ops: activation:mish -> activation:hardswish -> conv_transpose3d -> scalar_arith -> batch_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose3d_2 = nn.ConvTranspose3d(32, 32, kernel_size=2, stride=1, padding=0, bias=False)
        self.batch_norm_4 = nn.BatchNorm3d(32)

    def forward(self, x):
        x = F.mish(x)
        x = F.hardswish(x)
        x = self.conv_transpose3d_2(x)
        x = x - 2.0
        x = self.batch_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(64, 32, 24, 24, 32)
    return [x]


def get_init_inputs():
    return []
