# Synthesized by cuagent (bench.synth.compose), seed=88, scale=large.
# ops: trailing_norm -> prod -> rms_norm -> scalar_arith -> loss:bce_logits
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.rms_norm_2 = nn.RMSNorm(8192)

    def forward(self, x, y1):
        x = F.layer_norm(x, x.shape[-2:])
        x = torch.prod(1.0 + 0.01 * torch.tanh(x), dim=2, keepdim=False)
        x = self.rms_norm_2(x)
        x = x * 3.0
        x = F.binary_cross_entropy_with_logits(x, torch.sigmoid(y1), reduction="none")
        return x


def get_inputs():
    x = torch.randn(64, 8192, 4096)
    y1 = torch.randn(64, 8192)
    return [x, y1]


def get_init_inputs():
    return []
