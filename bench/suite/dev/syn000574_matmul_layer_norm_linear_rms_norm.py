# Synthesized by cuagent (bench.synth.compose), seed=574, scale=h200.
# ops: matmul -> layer_norm -> linear -> rms_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_1 = nn.LayerNorm(2048)
        self.linear_2 = nn.Linear(2048, 8192, bias=True)
        self.rms_norm_3 = nn.RMSNorm(8192)

    def forward(self, x, y1):
        x = torch.matmul(x, y1)
        x = self.layer_norm_1(x)
        x = self.linear_2(x)
        x = self.rms_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(128, 256, 512)
    y1 = torch.randn(512, 2048)
    return [x, y1]


def get_init_inputs():
    return []
