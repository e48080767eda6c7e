# Synthesized by cuagent (bench.synth.compose), seed=834, scale=h200.
# ops: conv1d -> tensor_arith:mul_input -> layer_norm -> rms_norm -> conv1d
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(512, 256, kernel_size=5, stride=1, padding=2, bias=True)
        self.layer_norm_2 = nn.LayerNorm(4096)
        self.rms_norm_3 = nn.RMSNorm(4096)
        self.conv1d_4 = nn.Conv1d(256, 16, kernel_size=1, stride=1, padding=0, bias=True)

    def forward(self, x, y1):
        x = self.conv1d_0(x)
        x = x * y1
        x = self.layer_norm_2(x)
        x = self.rms_norm_3(x)
        x = self.conv1d_4(x)
        return x


def get_inputs():
    x = torch.randn(32, 512, 4096)
    y1 = torch.randn(32, 256, 4096)
    return [x, y1]


def get_init_inputs():
    return []
