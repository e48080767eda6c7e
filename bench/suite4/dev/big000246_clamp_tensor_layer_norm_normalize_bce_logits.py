# Synthesized by cuagent (bench.synth.compose), seed=246, scale=large.
# ops: clamp_tensor -> layer_norm -> distance:normalize -> loss:bce_logits
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.clamp_tensor_0_lo = nn.Parameter(-1.0 - torch.rand(4096))
        self.clamp_tensor_0_hi = nn.Parameter(1.0 + torch.rand(4096))
        self.layer_norm_1 = nn.LayerNorm(4096)

    def forward(self, x, y1, y2):
        x = torch.clamp(x, self.clamp_tensor_0_lo, self.clamp_tensor_0_hi)
        x = self.layer_norm_1(x)
        x = F.normalize(x + y1, dim=1)
        x = F.binary_cross_entropy_with_logits(x, torch.sigmoid(y2), reduction="mean")
        return x


def get_inputs():
    x = torch.randn(64, 4096, 4096)
    y1 = torch.randn(64, 4096, 4096)
    y2 = torch.randn(64, 4096, 4096)
    return [x, y1, y2]


def get_init_inputs():
    return []
