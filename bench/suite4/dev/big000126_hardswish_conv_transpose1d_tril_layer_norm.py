# Synthesized by cuagent (bench.synth.compose), seed=126, scale=large.
# ops: activation:hardswish -> conv_transpose1d -> layout:tril -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_1 = nn.ConvTranspose1d(2048, 32, kernel_size=3, stride=1, padding=1, bias=True)
        self.layer_norm_3 = nn.LayerNorm(4096)

    def forward(self, x):
        x = F.hardswish(x)
        x = self.conv_transpose1d_1(x)
        x = torch.tril(x, diagonal=3)
        x = self.layer_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(256, 2048, 4096)
    return [x]


def get_init_inputs():
    return []
