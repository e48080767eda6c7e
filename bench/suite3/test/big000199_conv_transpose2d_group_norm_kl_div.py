# Synthesized by cuagent (bench.synth.compose), seed=199, scale=large.
# ops: conv_transpose2d -> group_norm -> kl_div
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv_transpose2d_0 = nn.ConvTranspose2d(64, 32, kernel_size=3, stride=1, padding=1, bias=True)
        self.group_norm_1 = nn.GroupNorm(2, 32)

    def forward(self, x, y1):
        x = self.conv_transpose2d_0(x)
        x = self.group_norm_1(x)
        x = F.kl_div(F.log_softmax(x, dim=-1), F.softmax(y1, dim=-1), reduction="batchmean")
        return x


def get_inputs():
    x = torch.randn(256, 64, 256, 256)
    y1 = torch.randn(256, 32, 256, 256)
    return [x, y1]


def get_init_inputs():
    return []
