# Synthesized by cuagent (bench.synth.compose), seed=860, scale=h200.
# ops: matmul -> matmul -> rms_norm -> layer_norm -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_2 = nn.RMSNorm(1024)
        self.layer_norm_3 = nn.LayerNorm(1024)
        self.instance_norm_4 = nn.InstanceNorm1d(256, affine=True)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1)
        x = torch.matmul(x, y2)
        x = self.rms_norm_2(x)
        x = self.layer_norm_3(x)
        x = self.instance_norm_4(x)
        return x


def get_inputs():
    x = torch.randn(32, 256, 512)
    y1 = torch.randn(512, 8192)
    y2 = torch.randn(8192, 1024)
    return [x, y1, y2]


def get_init_inputs():
    return []
