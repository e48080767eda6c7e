# Synthesized by cuagent (bench.synth.compose), seed=379, scale=large.
# ops: conv1d -> loss:bce_logits -> layer_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(64, 64, kernel_size=3, stride=1, padding=1, bias=True)
        self.layer_norm_2 = nn.LayerNorm(65536)

    def forward(self, x, y1):
        x = self.conv1d_0(x)
        x = F.binary_cross_entropy_with_logits(x, torch.sigmoid(y1), reduction="none")
        x = self.layer_norm_2(x)
        return x


def get_inputs():
    x = torch.randn(256, 64, 65536)
    y1 = torch.randn(256, 64, 65536)
    return [x, y1]


def get_init_inputs():
    return []
