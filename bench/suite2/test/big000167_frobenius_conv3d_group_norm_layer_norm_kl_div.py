# Synthesized by cuagent (bench.synth.compose), seed=167, scale=large.
# ops: reduce2:frobenius -> conv3d -> group_norm -> layer_norm -> kl_div
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv3d_1 = nn.Conv3d(32, 512, kernel_size=1, stride=1, padding=0, bias=False)
        self.group_norm_2 = nn.GroupNorm(4, 512)
        self.layer_norm_3 = nn.LayerNorm(96)

    def forward(self, x, y1):
        x = x / torch.norm(x, p="fro")
        x = self.conv3d_1(x)
        x = self.group_norm_2(x)
        x = self.layer_norm_3(x)
        x = F.kl_div(F.log_softmax(x, dim=-1), F.softmax(y1, dim=-1), reduction="batchmean")
        return x


def get_inputs():
    x = torch.randn(32, 32, 32, 32, 96)
    y1 = torch.randn(32, 512, 32, 32, 96)
    return [x, y1]


def get_init_inputs():
    return []
