# Synthesized by cuagent (bench.synth.compose), seed=342, scale=large.
# ops: instance_norm -> rms_norm -> layout:tril -> loss:smooth_l1
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.instance_norm_0 = nn.InstanceNorm3d(256, affine=True)
        self.rms_norm_1 = nn.RMSNorm(64)

    def forward(self, x, y1):
        x = self.instance_norm_0(x)
        x = self.rms_norm_1(x)
        x = torch.tril(x, diagonal=3)
        x = F.smooth_l1_loss(x, y1, reduction="mean", beta=0.5)
        return x


def get_inputs():
    x = torch.randn(32, 256, 48, 48, 64)
    y1 = torch.randn(32, 256, 48, 48, 64)
    return [x, y1]


def get_init_inputs():
    return []
