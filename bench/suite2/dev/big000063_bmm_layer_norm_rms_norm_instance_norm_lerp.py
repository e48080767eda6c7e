# Synthesized by cuagent (bench.synth.compose), seed=63, scale=large.
# ops: bmm -> layer_norm -> rms_norm -> instance_norm -> binary:lerp
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer_norm_1 = nn.LayerNorm(1024)
        self.rms_norm_2 = nn.RMSNorm(1024)
        self.instance_norm_3 = nn.InstanceNorm1d(8192, affine=True)

    def forward(self, x, y1, y2):
        x = torch.bmm(x, y1)
        x = self.layer_norm_1(x)
        x = self.rms_norm_2(x)
        x = self.instance_norm_3(x)
        x = torch.lerp(x, y2, 0.3)
        return x


def get_inputs():
    x = torch.randn(64, 8192, 4096)
    y1 = torch.randn(64, 4096, 1024)
    y2 = torch.randn(64, 8192, 1024)
    return [x, y1, y2]


def get_init_inputs():
    return []
