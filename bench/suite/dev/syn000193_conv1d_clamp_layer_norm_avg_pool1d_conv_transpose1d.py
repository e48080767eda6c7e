# Synthesized by cuagent (bench.synth.compose), seed=193, scale=h200.
# ops: conv1d -> clamp -> layer_norm -> avg_pool1d -> conv_transpose1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(256, 64, kernel_size=3, stride=2, padding=0, bias=True)
        self.layer_norm_2 = nn.LayerNorm(4095)
        self.avg_pool1d_3 = nn.AvgPool1d(kernel_size=3, stride=2)
        self.conv_transpose1d_4 = nn.ConvTranspose1d(64, 16, kernel_size=3, stride=2, padding=1, bias=True)

    def forward(self, x):
        x = self.conv1d_0(x)
        x = torch.clamp(x, min=-0.5, max=1.0)
        x = self.layer_norm_2(x)
        x = self.avg_pool1d_3(x)
        x = self.conv_transpose1d_4(x)
        return x


def get_inputs():
    x = torch.randn(128, 256, 8192)
    return [x]


def get_init_inputs():
    return []
