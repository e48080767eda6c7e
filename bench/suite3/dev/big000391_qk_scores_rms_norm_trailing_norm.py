# Synthesized by cuagent (bench.synth.compose), seed=391, scale=large.
# ops: qk_scores -> rms_norm -> trailing_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_1 = nn.RMSNorm(256)

    def forward(self, x, y1):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0442
        x = self.rms_norm_1(x)
        x = F.layer_norm(x, x.shape[-3:])
        return x


def get_inputs():
    x = torch.randn(32, 512, 256, 512)
    y1 = torch.randn(32, 512, 256, 512)
    return [x, y1]


def get_init_inputs():
    return []
