# Synthesized by cuagent (bench.synth.compose), seed=412, scale=large.
# ops: clamp_tensor -> special -> clamp -> resample:pixel_unshuffle
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.clamp_tensor_0_lo = nn.Parameter(-1.0 - torch.rand(512))
        self.clamp_tensor_0_hi = nn.Parameter(1.0 + torch.rand(512))

    def forward(self, x):
        x = torch.clamp(x, self.clamp_tensor_0_lo, self.clamp_tensor_0_hi)
        x = torch.hypot(x, 1.0 - x)
        x = torch.clamp(x, min=-2.0, max=2.0)
        x = F.pixel_unshuffle(x, 2)
        return x


def get_inputs():
    x = torch.randn(64, 256, 256, 512)
    return [x]


def get_init_inputs():
    return []
