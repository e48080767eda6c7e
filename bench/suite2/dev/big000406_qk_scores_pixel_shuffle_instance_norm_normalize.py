# Synthesized by cuagent (bench.synth.compose), seed=406, scale=large.
# ops: qk_scores -> resample:pixel_shuffle -> instance_norm -> distance:normalize
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.instance_norm_2 = nn.InstanceNorm2d(128, affine=True)

    def forward(self, x, y1, y2):
        x = torch.matmul(x, y1.transpose(-2, -1)) * 0.0625
        x = F.pixel_shuffle(x, 2)
        x = self.instance_norm_2(x)
        x = F.normalize(x + y2, dim=1)
        return x


def get_inputs():
    x = torch.randn(64, 512, 256, 256)
    y1 = torch.randn(64, 512, 256, 256)
    y2 = torch.randn(64, 128, 512, 512)
    return [x, y1, y2]


def get_init_inputs():
    return []
