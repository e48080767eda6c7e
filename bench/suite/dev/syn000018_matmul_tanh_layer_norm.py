# Synthesized by cuagent (bench.synth.compose), seed=18, scale=h200.
# ops: matmul -> activation:tanh -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_2 = nn.LayerNorm(8192)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = torch.tanh(x)
        x = self.layer_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(8192, 512)
    y1 = torch.randn(512, 8192)
    return [x, y1]


def get_init_inputs():
    return []
