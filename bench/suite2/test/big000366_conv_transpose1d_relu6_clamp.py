# Synthesized by cuagent (bench.synth.compose), seed=366, scale=large.
# ops: conv_transpose1d -> activation2:relu6 -> clamp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(256, 64, kernel_size=2, stride=2, padding=0, bias=False)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = F.relu6(x)
        x = torch.clamp(x, min=-1.0, max=1.0)
        return x


def get_inputs():
    x = torch.randn(32, 256, 131072)
    return [x]


def get_init_inputs():
    return []
