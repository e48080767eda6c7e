# Synthesized by cuagent (bench.synth.compose), seed=885, scale=h200.
# ops: conv_transpose2d -> batch_norm -> activation:softplus
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(128, 64, kernel_size=2, stride=1, padding=0, bias=True)
        self.batch_norm_1 = nn.BatchNorm2d(64)

    def forward(self, x):
        x = self.conv_transpose2d_0(x)
        x = self.batch_norm_1(x)
        x = F.softplus(x)
        return x


def get_inputs():
    x = torch.randn(32, 128, 256, 128)
    return [x]


def get_init_inputs():
    return []
