# Synthesized by cuagent (bench.synth.compose), seed=441, scale=h200.
# ops: bmm -> activation:silu -> rms_norm -> group_norm
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_2 = nn.RMSNorm(512)
        self.group_norm_3 = nn.GroupNorm(4, 2048)

    def forward(self, x, y1):
        x = torch.bmm(x, y1)
        x = F.silu(x)
        x = self.rms_norm_2(x)
        x = self.group_norm_3(x)
        return x


def get_inputs():
    x = torch.randn(32, 2048, 2048)
    y1 = torch.randn(32, 2048, 512)
    return [x, y1]


def get_init_inputs():
    return []
