# Synthesized by cuagent (bench.synth.compose), seed=221, scale=large.
# ops: binary:addcmul -> clamp_tensor -> batch_norm -> activation:silu
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.clamp_tensor_1_lo = nn.Parameter(-1.0 - torch.rand(64))
        self.clamp_tensor_1_hi = nn.Parameter(1.0 + torch.rand(64))
        self.batch_norm_2 = nn.BatchNorm3d(128)

    def forward(self, x, y1):
        x = torch.addcmul(x, y1, y1, value=0.25)
        x = torch.clamp(x, self.clamp_tensor_1_lo, self.clamp_tensor_1_hi)
        x = self.batch_norm_2(x)
        x = F.silu(x)
        return x


def get_inputs():
    x = torch.randn(64, 128, 48, 48, 64)
    y1 = torch.randn(64, 128, 48, 48, 64)
    return [x, y1]


def get_init_inputs():
    return []
