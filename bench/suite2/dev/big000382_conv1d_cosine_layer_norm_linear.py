# Synthesized by cuagent (bench.synth.compose), seed=382, scale=large.
# ops: conv1d -> distance:cosine -> layer_norm -> linear
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d_0 = nn.Conv1d(256, 128, kernel_size=1, stride=1, padding=0, bias=True)
        self.layer_norm_2 = nn.LayerNorm(32768)
        self.linear_3 = nn.Linear(32768, 8192, bias=True)

    def forward(self, x, y1):
        x = self.conv1d_0(x)
        x = F.cosine_similarity(x, y1, dim=1)
        x = self.layer_norm_2(x)
        x = self.linear_3(x)
        return x


def get_inputs():
    x = torch.randn(256, 256, 32768)
    y1 = torch.randn(256, 128, 32768)
    return [x, y1]


def get_init_inputs():
    return []
