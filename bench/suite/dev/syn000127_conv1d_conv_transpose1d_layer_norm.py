# Synthesized by cuagent (bench.synth.compose), seed=127, scale=h200.
# ops: conv1d -> conv_transpose1d -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(512, 512, kernel_size=5, stride=1, padding=2, bias=True)
        self.conv_transpose1d_1 = nn.ConvTranspose1d(512, 256, kernel_size=4, stride=2, padding=1, bias=False)
        self.layer_norm_2 = nn.LayerNorm(2048)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = self.conv_transpose1d_1(x)
        x = self.layer_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(32, 512, 1024)
    return [x]


def get_init_inputs():
    return []
