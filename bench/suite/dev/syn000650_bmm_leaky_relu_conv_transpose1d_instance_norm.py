# Synthesized by cuagent (bench.synth.compose), seed=650, scale=h200.
# ops: bmm -> activation:leaky_relu -> conv_transpose1d -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_2 = nn.ConvTranspose1d(256, 512, kernel_size=4, stride=2, padding=0, bias=False)
        self.instance_norm_3 = nn.InstanceNorm1d(512, affine=True)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = F.leaky_relu(x, negative_slope=0.01)
        x = self.conv_transpose1d_2(x)
        x = self.instance_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(32, 256, 1024)
    y1 = torch.randn(32, 1024, 2048)
    return [x, y1]


def get_init_inputs():
    return []
