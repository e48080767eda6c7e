# Synthesized by cuagent (bench.synth.compose), seed=530, scale=h200.
# ops: conv_transpose1d -> rms_norm -> linear -> activation:hardswish -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose1d_0 = nn.ConvTranspose1d(128, 64, kernel_size=2, stride=1, padding=0, bias=True)
        self.rms_norm_1 = nn.RMSNorm(4097)
        self.linear_2 = nn.Linear(4097, 4096, bias=True)
        self.layer_norm_4 = nn.LayerNorm(4096)

    def forward(self, x):
        x = self.conv_transpose1d_0(x)
        x = self.rms_norm_1(x)
        x = self.linear_2(x)
        x = F.hardswish(x)
        x = self.layer_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(64, 128, 4096)
    return [x]


def get_init_inputs():
    return []
