# Synthesized by cuagent (bench.synth.compose), seed=154, scale=large.
# ops: activation2:celu -> cat -> activation2:hardtanh -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_3 = nn.LayerNorm(256)

    def forward(self, x, y1):
        x = F.celu(x, alpha=0.75)
        x = torch.cat([x, y1], dim=1)
        x = F.hardtanh(x, min_val=-0.5, max_val=1.5)
        x = self.layer_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(64, 512, 128, 256)
    y1 = torch.randn(64, 512, 128, 256)
    return [x, y1]


def get_init_inputs():
    return []
