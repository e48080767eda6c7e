# Synthesized by cuagent (bench.synth.compose), seed=499, scale=h200.
# ops: bmm -> rms_norm -> layer_norm -> activation:relu -> matmul
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_1 = nn.RMSNorm(512)
        self.layer_norm_2 = nn.LayerNorm(512)

    def forward(self, x, y1, y2):
        x = torch.bmm(x, y1)
        x = self.rms_norm_1(x)
        x = self.layer_norm_2(x)
        x = torch.relu(x)
        x = torch.matmul(x, y2)
        return x


def get_inputs():
    x = torch.randn(32, 1024, 2048)
    y1 = torch.randn(32, 2048, 512)
    y2 = torch.randn(512, 8192)
    return [x, y1, y2]


def get_init_inputs():
    return []
