# Synthesized by cuagent (bench.synth.compose), seed=117, scale=h200.
# ops: conv3d -> masked_softmax -> group_norm -> instance_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_0 = nn.Conv3d(16, 512, kernel_size=3, stride=2, padding=1, bias=True)
        self.register_buffer("masked_softmax_1_mask", torch.tril(torch.ones(8, 8)))
        self.group_norm_2 = nn.GroupNorm(8, 512)
        self.instance_norm_3 = nn.InstanceNorm3d(512, affine=True)

    def forward(self, x):
        x = self.conv3d_0(x)
        x = torch.softmax(x.masked_fill(self.masked_softmax_1_mask == 0, float("-inf")), dim=-1)
        x = self.group_norm_2(x)
        x = self.instance_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(64, 16, 48, 16, 16)
    return [x]


def get_init_inputs():
    return []
