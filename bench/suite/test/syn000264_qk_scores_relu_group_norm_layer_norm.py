# Synthesized by cuagent (bench.synth.compose), seed=264, scale=h200.
# ops: qk_scores -> activation:relu -> group_norm -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.group_norm_2 = nn.GroupNorm(8, 512)
        self.layer_norm_3 = nn.LayerNorm(512)

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = torch.relu(x)
        x = self.group_norm_2(x)
        x = self.layer_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(128, 512, 512)
    y1 = torch.randn(128, 512, 512)
    return [x, y1]


def get_init_inputs():
    return []
