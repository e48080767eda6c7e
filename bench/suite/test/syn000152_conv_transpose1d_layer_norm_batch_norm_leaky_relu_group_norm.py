# Synthesized by cuagent (bench.synth.compose), seed=152, scale=h200.
# ops: conv_transpose1d -> layer_norm -> batch_norm -> activation:leaky_relu -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(512, 256, kernel_size=3, stride=1, padding=0, bias=True)
        self.layer_norm_1 = nn.LayerNorm(1026)
        self.batch_norm_2 = nn.BatchNorm1d(256)
        self.group_norm_4 = nn.GroupNorm(8, 256)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = self.layer_norm_1(x)
        x = self.batch_norm_2(x)
        x = F.leaky_relu(x, negative_slope=0.2)
        x = self.group_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(32, 512, 1024)
    return [x]


def get_init_inputs():
    return []
