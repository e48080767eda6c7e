# Synthesized by cuagent (bench.synth.compose), seed=380, scale=large.
# ops: binary:where -> linear -> matmul_v -> rms_norm -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(1024, 8192, bias=True)
        self.rms_norm_3 = nn.RMSNorm(64)
        self.layer_norm_4 = nn.LayerNorm(64)

    def forward(self, x, y1, y2):
        x = torch.where(x > y1, x, 0.5 * y1)
        x = self.linear_1(x)
        x = torch.matmul(x, y2)
        x = self.rms_norm_3(x)
        x = self.layer_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(32, 8192, 1024)
    y1 = torch.randn(32, 8192, 1024)
    y2 = torch.randn(32, 8192, 64)
    return [x, y1, y2]


def get_init_inputs():
    return []
