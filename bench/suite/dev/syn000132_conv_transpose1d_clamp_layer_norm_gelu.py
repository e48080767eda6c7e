# Synthesized by cuagent (bench.synth.compose), seed=132, scale=h200.
# ops: conv_transpose1d -> clamp -> layer_norm -> activation:gelu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(512, 256, kernel_size=4, stride=1, padding=0, bias=True)
        self.layer_norm_2 = nn.LayerNorm(2051)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = torch.clamp(x, min=-1.0, max=1.0)
        x = self.layer_norm_2(x)
        x = F.gelu(x)
        return x


def get_inputs():
    x = torch.randn(32, 512, 2048)
    return [x]


def get_init_inputs():
    return []
